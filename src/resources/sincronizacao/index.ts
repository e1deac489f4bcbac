export { SincronizacaoPage } from './SincronizacaoPage';
