/** The nurses' agendas: each screen its own download, fetched when its route is opened. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export { AGENDA_PATH, MINHA_AGENDA_PATH } from './caminhos';
export const AgendaEnfermeiroPage = lazyWithPreload(() =>
  import('./AgendaEnfermeiroPage').then((m) => m.AgendaEnfermeiroPage),
);
export const EnfermeirosAgendaPage = lazyWithPreload(() =>
  import('./EnfermeirosAgendaPage').then((m) => m.EnfermeirosAgendaPage),
);
export const MinhaAgendaPage = lazyWithPreload(() =>
  import('./MinhaAgendaPage').then((m) => m.MinhaAgendaPage),
);
