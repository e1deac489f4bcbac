export { ParametrosPage } from './ParametrosPage';
