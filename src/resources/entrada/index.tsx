import { useParams } from 'react-router-dom';
import type { TipoEntrada } from '../../domain';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { PropostaShow } from '../propostas';

const EntradaWizard = lazyWithPreload(() => import('./EntradaWizard').then((m) => m.EntradaWizard));

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
  return <EntradaWizard key={`${tipo}.${id}`} tipo={tipo} novo={id === NOVO} />;
}
