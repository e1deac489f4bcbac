export { DashboardPage } from './DashboardPage';
export { PainelSupervisorPage } from './PainelSupervisorPage';
export { CorretoresVisaoPage } from './CorretoresVisaoPage';
