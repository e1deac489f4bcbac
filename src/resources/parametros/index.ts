/** The parameters' screen: its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const ParametrosPage = lazyWithPreload(() =>
  import('./ParametrosPage').then((m) => m.ParametrosPage),
);
