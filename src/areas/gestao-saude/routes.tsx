import { ListarAvaliacoesPage, QuestionarioPecFastPage } from '../../resources/avaliacao-saude';
import type { AreaRoute } from '../types';

/** /gestao-saude: document 2 section 2.8. */
export const GESTAO_SAUDE_ROUTES: readonly AreaRoute[] = [
  { path: 'listar-avaliacoes', element: <ListarAvaliacoesPage /> },
  { path: 'questionario-pecfast', element: <QuestionarioPecFastPage /> },
  // editar-declaracao/:id, criar-pergunta and editar-pergunta/:id come from the declared
  // resources (src/resources/declaracoes-saude).
];
