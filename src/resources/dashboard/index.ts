/**
 * The dashboards. 'Dashboard' is the landing page of two areas: in the area's code. The
 * supervisor's panel and the brokers' view are their own downloads, fetched on their route.
 */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export { DashboardPage } from './DashboardPage';
export const PainelSupervisorPage = lazyWithPreload(() =>
  import('./PainelSupervisorPage').then((m) => m.PainelSupervisorPage),
);
export const CorretoresVisaoPage = lazyWithPreload(() =>
  import('./CorretoresVisaoPage').then((m) => m.CorretoresVisaoPage),
);
