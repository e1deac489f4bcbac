import type { AreaRoute } from '../types';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/** /gestao-callcenter: document 2 section 2.9. */
export const GESTAO_CALLCENTER_ROUTES: readonly AreaRoute[] = [
  {
    path: 'todas-propostas',
    element: <PropostaList route="todas-propostas" />,
  },
  { path: 'proposta/:id', title: 'Proposta', element: <PropostaShow /> },
];
