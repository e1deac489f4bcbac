import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { TipoEntrada } from '../../domain';
import { Loading } from '../../components/Loading';
import { PropostaShow } from '../propostas';

const EntradaWizard = lazy(() =>
  import('./EntradaWizard').then((m) => ({ default: m.EntradaWizard })),
);

/** The form's address words: resume the latest draft, or start another one. */
const RETOMAR = 'preencher-dados';
const NOVO = 'novo';

/**
 * vendas-internas/proposta/{id}, propostaRetencao/{id} and .../propostaPortabilidade/{id}: the
 * entry form for 'preencher-dados' (the default) and 'novo', the proposal view for an id.
 */
export function EntradaRoute({ tipo }: { tipo: TipoEntrada }) {
  const { id = RETOMAR } = useParams();
  if (id !== RETOMAR && id !== NOVO) return <PropostaShow />;
  return (
    <Suspense fallback={<Loading />}>
      <EntradaWizard key={`${tipo}.${id}`} tipo={tipo} novo={id === NOVO} />
    </Suspense>
  );
}
