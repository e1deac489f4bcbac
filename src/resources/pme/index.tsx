import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from '../../components/Loading';

/**
 * The PME screens (document 2, sections 2.2 to 2.4), each in the chunk of its folder, fetched
 * when a PME route is opened, not with the area.
 */
const PmePropostaListScreen = lazy(() =>
  import('./PmePropostaList').then((m) => ({ default: m.PmePropostaList })),
);
const PropostaPmeShowScreen = lazy(() =>
  import('./PropostaPmeShow').then((m) => ({ default: m.PropostaPmeShow })),
);
const ContratoPmeListScreen = lazy(() =>
  import('./ContratoPme').then((m) => ({ default: m.ContratoPmeList })),
);
const ContratoPmeUnidadeScreen = lazy(() =>
  import('./ContratoPme').then((m) => ({ default: m.ContratoPmeUnidade })),
);
const ComplementoErpScreen = lazy(() =>
  import('./ComplementoErpForm').then((m) => ({ default: m.ComplementoErpForm })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export const PmePropostaListPage = () => (
  <Lazy>
    <PmePropostaListScreen />
  </Lazy>
);
export const PropostaPmePage = () => (
  <Lazy>
    <PropostaPmeShowScreen />
  </Lazy>
);
export const ContratoPmeListPage = () => (
  <Lazy>
    <ContratoPmeListScreen />
  </Lazy>
);
export const ContratoPmeUnidadePage = () => (
  <Lazy>
    <ContratoPmeUnidadeScreen />
  </Lazy>
);
export const ComplementoErpPage = ({ kind }: { kind: 'pme' | 'individual' }) => (
  <Lazy>
    <ComplementoErpScreen kind={kind} />
  </Lazy>
);
