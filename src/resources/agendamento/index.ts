/** The scheduling screen: its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const AgendamentoPage = lazyWithPreload(() =>
  import('./AgendamentoPage').then((m) => m.AgendamentoPage),
);
