export { AgendaEnfermeiroPage } from './AgendaEnfermeiroPage';
export { AGENDA_PATH, EnfermeirosAgendaPage } from './EnfermeirosAgendaPage';
export { MINHA_AGENDA_PATH, MinhaAgendaPage } from './MinhaAgendaPage';
