/** The financial management screen: its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const GestaoFinanceiraPage = lazyWithPreload(() =>
  import('./GestaoFinanceiraPage').then((m) => m.GestaoFinanceiraPage),
);
