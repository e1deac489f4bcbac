import type { AreaRoute } from '../types';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/** /dac: document 2 section 2.11 (the main route is the integrated list). */
export const DAC_ROUTES: readonly AreaRoute[] = [
  {
    path: 'propostas-integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  {
    path: 'propostas-integradas-pendencias',
    element: <PropostaList route="propostas-integradas-pendencias" />,
  },
  { path: 'proposta/:id', title: 'proposta', element: <PropostaShow /> },
];
