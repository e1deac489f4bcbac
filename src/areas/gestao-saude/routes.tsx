import { ListarAvaliacoesPage, QuestionarioPecFastPage } from '../../resources/avaliacao-saude';
import type { AreaRoute } from '../types';
import {
  AGENDA_PATH,
  AgendaEnfermeiroPage,
  EnfermeirosAgendaPage,
} from '../../resources/agenda-enfermagem';

/** /gestao-saude: document 2 section 2.8. */
export const GESTAO_SAUDE_ROUTES: readonly AreaRoute[] = [
  { path: 'listar-avaliacoes', element: <ListarAvaliacoesPage /> },
  { path: 'questionario-pecfast', element: <QuestionarioPecFastPage /> },
  // The nurses' agenda (issue 39); its holidays are the declared resource 'feriados'.
  { path: AGENDA_PATH, element: <EnfermeirosAgendaPage /> },
  { path: `${AGENDA_PATH}/:id`, title: 'agendaDoEnfermeiro', element: <AgendaEnfermeiroPage /> },
  // editar-declaracao/:id, criar-pergunta and editar-pergunta/:id come from the declared
  // resources (src/registries/declaracaoSaude.ts).
];
