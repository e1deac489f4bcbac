export { AgendamentoPage } from './AgendamentoPage';
