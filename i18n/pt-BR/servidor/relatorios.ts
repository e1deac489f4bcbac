/**
 * What server/modules/relatorios/ answers and writes: refusals, and the headers and cells of
 * the 'Exportar Relatório' files (CSV and XLSX).
 */
export const relatorios = {
  formatoInvalido: 'Formato inválido: use csv ou xlsx.',
  /** The XLSX's one sheet. */
  planilha: 'Relatório',
  /** The embedded panels' charts (relatorios/paineis.ts): titles, series and the blank unit. */
  paineis: {
    porSituacao: 'Propostas por situação',
    porUnidade: 'Propostas por unidade',
    mediaDias: 'Média de dias em cada situação',
    aprovadasPorEnfermeiro: 'Avaliações aprovadas por enfermeiro',
    entradasConclusoes: 'Entradas e conclusões por mês',
    assinaturasIntegracoes: 'Assinaturas e integrações por mês',
    semUnidade: 'Sem unidade',
    series: {
      propostas: 'Propostas',
      dias: 'Dias',
      avaliacoes: 'Avaliações',
      entradas: 'Entradas',
      conclusoes: 'Conclusões',
      assinaturas: 'Assinaturas',
      integracoes: 'Integrações',
    },
  },
  /** The columns' headers, named after the report's fields (relatorios/definitions.ts). */
  colunas: {
    numeroContrato: 'Número do contrato',
    tipo: 'Tipo',
    beneficiario: 'Beneficiário',
    nome: 'Nome',
    cpf: 'CPF',
    unidade: 'Unidade',
    situacao: 'Situação',
    dataNascimento: 'Data de nascimento',
    possuiPendencia: 'Possui pendência',
    dataCriacao: 'Data de criação',
    dataAlteracaoSituacao: 'Data de alteração da situação',
    dataContrato: 'Data do contrato',
    corretor: 'Corretor',
    concessionaria: 'Concessionária',
    diaVencimento: 'Dia de vencimento',
    respondeuDeclaracaoSaude: 'Respondeu a declaração de saúde',
    avaliacaoAgendada: 'Avaliação agendada',
    avaliacaoConcluida: 'Avaliação concluída',
    avaliacaoAprovadaEm: 'Avaliação aprovada em',
    aprovadaPor: 'Aprovada por',
    documentacaoAprovadaEm: 'Documentação aprovada em',
    email: 'E-mail',
    telefone: 'Telefone',
    ativo: 'Ativo',
    dataCadastro: 'Data de cadastro',
    notaExperiencia: 'Nota da experiência',
    comentarioExperiencia: 'Comentário da experiência',
  },
} as const;
