import { lazyWithPreload } from '../../components/lazyWithPreload';

export { DocumentosAcoes } from './DocumentosAcoes';
export { DocumentosLista } from './DocumentosLista';
export { SelfieCard } from './SelfieCard';
export { useDocumentos } from './useDocumentos';

// The attach screen carries the drop zone and the upload client: its own chunk, fetched when
// the screen is opened, not with the area.
export const AnexarDocumentacaoPage = lazyWithPreload(() =>
  import('./AnexarDocumentacao').then((m) => m.AnexarDocumentacao),
);
