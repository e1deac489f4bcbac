export { ExportReportDialog } from './ExportReportDialog';
export { RelatorioList } from './RelatorioList';
export { RelatorioShow } from './RelatorioShow';
