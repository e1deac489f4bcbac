import type { AreaRoute } from '../types';
import { DashboardPage } from '../../resources/dashboard';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/** /gestao-callcenter: document 2 section 2.9. */
export const GESTAO_CALLCENTER_ROUTES: readonly AreaRoute[] = [
  // Counts per status and the month's movement; the area still opens on 'novo-operador'.
  { path: 'dashboard', element: <DashboardPage /> },
  {
    path: 'todas-propostas',
    element: <PropostaList route="todas-propostas" />,
  },
  { path: 'proposta/:id', title: 'proposta', element: <PropostaShow /> },
];
