import { sobDemanda } from '../../components/sobDemanda';

export { DocumentosAcoes } from './DocumentosAcoes';
export { DocumentosLista } from './DocumentosLista';
export { SelfieCard } from './SelfieCard';
export { useDocumentos } from './useDocumentos';

// The attach screen carries the drop zone and the upload client: its own chunk, fetched when
// the screen is opened, not with the area.
export const AnexarDocumentacaoPage = sobDemanda(() =>
  import('./AnexarDocumentacao').then((m) => m.AnexarDocumentacao),
);
