export { AgendaEnfermeiroPage } from './AgendaEnfermeiroPage';
export { AGENDA_PATH, EnfermeirosAgendaPage } from './EnfermeirosAgendaPage';
