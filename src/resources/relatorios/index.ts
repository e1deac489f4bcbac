/** The reports' screens: each its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export { ExportReportDialog } from './ExportReportDialog';
export const RelatorioList = lazyWithPreload(() =>
  import('./RelatorioList').then((m) => m.RelatorioList),
);
export const RelatorioShow = lazyWithPreload(() =>
  import('./RelatorioShow').then((m) => m.RelatorioShow),
);
