export { DashboardPage } from './DashboardPage';
export { PainelSupervisorPage } from './PainelSupervisorPage';
