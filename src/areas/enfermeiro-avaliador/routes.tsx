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
    title: 'avaliacaoDeSaude',
    element: <AvaliacaoSaudePage />,
  },
  { path: 'detalhes-proposta/:id', title: 'detalhesDaProposta', element: <AvaliacaoSaudePage /> },
  {
    path: 'orientacao-medica/:id',
    title: 'orientacaoMedica',
    element: <DeclaracaoPage pagina="orientacao" />,
  },
  { path: 'termo-cpt/:id', title: 'termoCpt', element: <DeclaracaoPage pagina="cpt" /> },
  {
    path: 'declaracao-conclusao/:id',
    title: 'declaracaoDeConclusao',
    element: <DeclaracaoPage pagina="conclusao" />,
  },
  {
    path: 'avaliacao-saude/agendamento/:id',
    title: 'agendamentoDaAvaliacaoDeSaude',
    element: <AgendamentoPage />,
  },
  {
    path: 'avaliacao-saude/sucesso',
    title: 'avaliacaoDeSaudeConcluida',
    element: <SucessoPage />,
  },
  // The nurse's side of the video room (urlEnfermeiro of abrirSala), its own chunk.
  { path: 'sala-video/:id', title: 'salaDeVideo', element: <SalaVideoPage /> },
];
