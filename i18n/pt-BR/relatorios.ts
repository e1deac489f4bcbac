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
  semDados: 'Sem dados para mostrar.',
  falhaCarregar: 'Não foi possível carregar o relatório.',
  naoEncontrado: 'Relatório não encontrado.',
} as const;
