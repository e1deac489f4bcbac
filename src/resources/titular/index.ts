/** The holders' export screen: its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const ExportacaoTitularPage = lazyWithPreload(() =>
  import('./ExportacaoTitularPage').then((m) => m.ExportacaoTitularPage),
);
