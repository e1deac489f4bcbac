import { MINHA_AGENDA_PATH, MinhaAgendaPage } from '../../resources/agenda-enfermagem';
import { AgendamentoPage } from '../../resources/agendamento';
import {
  AvaliacaoSaudePage,
  DeclaracaoPage,
  SalaVideoPage,
  SucessoPage,
} from '../../resources/avaliacao-saude';
import { PropostaList } from '../../resources/propostas';
import type { AreaRoute } from '../types';

/** /enfermeiro-avaliador: document 1 section 2.5. */
export const ENFERMEIRO_AVALIADOR_ROUTES: readonly AreaRoute[] = [
  { path: 'lista-novas', element: <PropostaList route="lista-novas" /> },
  {
    path: 'lista-novas-aguardando-aprovacao',
    element: <PropostaList route="lista-novas-aguardando-aprovacao" />,
  },
  { path: 'lista-aprovacao', element: <PropostaList route="lista-aprovacao" /> },
  { path: 'lista-canceladas', element: <PropostaList route="lista-canceladas" /> },
  // Titled by its menu entry, 'Minha agenda'.
  { path: MINHA_AGENDA_PATH, element: <MinhaAgendaPage /> },
  {
    path: 'proposta/:id/avaliacao-saude',
    title: 'Avaliação de saúde',
    element: <AvaliacaoSaudePage />,
  },
  { path: 'detalhes-proposta/:id', title: 'Detalhes da proposta', element: <AvaliacaoSaudePage /> },
  {
    path: 'orientacao-medica/:id',
    title: 'Orientação médica',
    element: <DeclaracaoPage pagina="orientacao" />,
  },
  { path: 'termo-cpt/:id', title: 'Termo CPT', element: <DeclaracaoPage pagina="cpt" /> },
  {
    path: 'declaracao-conclusao/:id',
    title: 'Declaração de conclusão',
    element: <DeclaracaoPage pagina="conclusao" />,
  },
  {
    path: 'avaliacao-saude/agendamento/:id',
    title: 'Agendamento da avaliação de saúde',
    element: <AgendamentoPage />,
  },
  {
    path: 'avaliacao-saude/sucesso',
    title: 'Avaliação de saúde concluída',
    element: <SucessoPage />,
  },
  // The nurse's side of the video room (urlEnfermeiro of abrirSala), its own chunk.
  { path: 'sala-video/:id', title: 'Sala de vídeo', element: <SalaVideoPage /> },
];
