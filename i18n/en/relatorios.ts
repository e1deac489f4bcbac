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
  semDados: 'No data to show.',
  falhaCarregar: 'The report could not be loaded.',
  naoEncontrado: 'Report not found.',
} satisfies Catalog['relatorios'];
