import type { Catalog } from '../catalog';

export const relatorios = {
  titulo: 'Reports',
  exportar: {
    titulo: 'Export report',
    gerado: 'Report generated.',
    baixado:
      'The report %{relatorio} was downloaded as %{arquivo}. If the download did not start, download it here.',
    baixarArquivo: 'Download file',
    semRelatorios: 'Your user has no reports available.',
    introducao: 'Monthly sales and enrolment reports.',
    tipo: 'Report type',
    formato: 'Format',
    csv: 'CSV (opens in Excel)',
    xlsx: 'Excel spreadsheet (XLSX)',
    fechar: 'Close',
    exportar: 'Export',
  },
  filtros: {
    unidades: 'Units',
    todasUnidades: 'All units',
    situacoes: 'Statuses',
    escolhaSituacoes: 'Choose the statuses',
    periodo: 'Period',
    periodoCriacao: 'Creation period',
    periodoAprovacao: 'Approval period',
    nenhumaOpcao: 'No options',
  },
  tipos: {
    geral: 'General',
    'gestao-saude': 'Health management',
    assinadas: 'Signed',
    'aprovadores-documentacao': 'Document approvers',
    corretores: 'Brokers',
    quantitativo: 'Quantitative',
  },
  paineis: {
    situacaoUnidade: {
      titulo: 'Proposals by status and unit',
      descricao: 'How many proposals there are in each status and in each unit.',
    },
    entradasConclusoes: {
      titulo: 'Entries and completions per month',
      descricao: 'Proposals created and contracts signed over the last 12 months.',
    },
    tempoSituacao: {
      titulo: 'Time in each status',
      descricao: 'Average number of days proposals spend in each status.',
    },
    avaliacoesEnfermeiro: {
      titulo: 'Health assessments by nurse',
      descricao: 'Health assessments approved by each nurse.',
    },
    assinaturasIntegracoes: {
      titulo: 'Signatures and integrations',
      descricao: 'Contracts signed and proposals integrated with the ERP over the last 12 months.',
    },
  },
  semDados: 'No data to show.',
  falhaCarregar: 'The report could not be loaded.',
  naoEncontrado: 'Report not found.',
} satisfies Catalog['relatorios'];
