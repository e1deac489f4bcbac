export { ExportacaoTitularPage } from './ExportacaoTitularPage';
