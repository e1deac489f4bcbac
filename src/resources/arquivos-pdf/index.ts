export { PdfResourceCreate, PdfResourceEdit, PlanoSaudeEdit } from './PdfResourceScreens';
export { PlanoContratoPage } from './PlanoContratoPage';
