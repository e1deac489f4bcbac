/** The synchronisation screen: its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const SincronizacaoPage = lazyWithPreload(() =>
  import('./SincronizacaoPage').then((m) => m.SincronizacaoPage),
);
