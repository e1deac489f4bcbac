import { lazy, Suspense } from 'react';
import { Loading } from '../../components/Loading';

export { DocumentosAcoes } from './DocumentosAcoes';
export { DocumentosLista } from './DocumentosLista';
export { SelfieCard } from './SelfieCard';

// The attach screen carries the drop zone and the upload client: its own chunk, fetched when
// the screen is opened, not with the area.
const AnexarDocumentacaoScreen = lazy(() =>
  import('./AnexarDocumentacao').then((m) => ({ default: m.AnexarDocumentacao })),
);

export function AnexarDocumentacaoPage() {
  return (
    <Suspense fallback={<Loading />}>
      <AnexarDocumentacaoScreen />
    </Suspense>
  );
}
