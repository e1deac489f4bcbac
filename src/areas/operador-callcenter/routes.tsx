import { AgendamentoPage } from '../../resources/agendamento';
import type { AreaRoute } from '../types';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/** /operador-callcenter: document 1 section 2.4, document 2 section 2.10. */
export const OPERADOR_CALLCENTER_ROUTES: readonly AreaRoute[] = [
  {
    path: 'todas-propostas',
    element: <PropostaList route="todas-propostas" />,
  },
  {
    path: 'propostas-aguardando-avaliacao-enfermagem',
    element: <PropostaList route="propostas-aguardando-avaliacao-enfermagem" />,
  },
  {
    path: 'propostas-integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  {
    path: 'propostas-integradas-pendencias',
    element: <PropostaList route="propostas-integradas-pendencias" />,
  },
  { path: 'proposta/:id', title: 'proposta', element: <PropostaShow /> },
  {
    path: 'avaliacao-saude/agendamento/:id',
    title: 'agendamentoDaAvaliacaoDeSaude',
    element: <AgendamentoPage />,
  },
];
