/** The reports: the export dialog (document 2, section 5) and the embedded panels. */
export const relatorios = {
  titulo: 'Relatórios',
  exportar: {
    titulo: 'Exportar Relatório',
    gerado: 'Relatório gerado com sucesso.',
    baixado:
      'O relatório %{relatorio} foi baixado como %{arquivo}. Se o download não começou, baixe-o aqui.',
    baixarArquivo: 'Baixar arquivo',
    semRelatorios: 'Seu usuário não tem relatórios disponíveis.',
    introducao: 'Relatórios mensais de vendas e adesões.',
    tipo: 'Tipo de relatório',
    formato: 'Formato',
    csv: 'CSV (abre no Excel)',
    xlsx: 'Planilha do Excel (XLSX)',
    fechar: 'Fechar',
    exportar: 'Exportar',
  },
  filtros: {
    unidades: 'Unidades',
    todasUnidades: 'Todas as unidades',
    situacoes: 'Situações',
    escolhaSituacoes: 'Escolha as situações',
    periodo: 'Período',
    periodoCriacao: 'Período de criação',
    periodoAprovacao: 'Período de aprovação',
    nenhumaOpcao: 'Nenhuma opção',
  },
  /** The export's types (src/domain/reports.ts REPORT_TYPES), keyed by the type's `key`. */
  tipos: {
    geral: 'Geral',
    'gestao-saude': 'Gestão de Saúde',
    assinadas: 'Assinadas',
    'aprovadores-documentacao': 'Aprovadores de Documentação',
    corretores: 'Corretores',
    quantitativo: 'Quantitativo',
  },
  /** The dashboards on offer (src/domain/reports.ts PAINEIS), keyed by the panel's `key`. */
  paineis: {
    situacaoUnidade: {
      titulo: 'Propostas por situação e unidade',
      descricao: 'Quantas propostas há em cada situação e em cada unidade.',
    },
    entradasConclusoes: {
      titulo: 'Entradas e conclusões por mês',
      descricao: 'Propostas criadas e contratos assinados nos últimos 12 meses.',
    },
    tempoSituacao: {
      titulo: 'Tempo em cada situação',
      descricao: 'Média de dias que as propostas passam em cada situação.',
    },
    avaliacoesEnfermeiro: {
      titulo: 'Avaliações de saúde por enfermeiro',
      descricao: 'Avaliações de saúde aprovadas por cada enfermeiro.',
    },
    assinaturasIntegracoes: {
      titulo: 'Assinaturas e integrações',
      descricao: 'Contratos assinados e propostas integradas ao ERP nos últimos 12 meses.',
    },
  },
  semDados: 'Sem dados para mostrar.',
  falhaCarregar: 'Não foi possível carregar o relatório.',
  naoEncontrado: 'Relatório não encontrado.',
} as const;
