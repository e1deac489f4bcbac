export { GestaoFinanceiraPage } from './GestaoFinanceiraPage';
