/** The nurse's assessment screens (document 1, section 2.5). */
import { lazyWithPreload } from '../../components/lazyWithPreload';
// 'Listar avaliações' is the health manager's landing page: in the area's code. The others are
// each their own download, fetched when their route is opened (issue 43).
export { ListarAvaliacoesPage } from './ListarAvaliacoesPage';
export { SalaVideoPage } from './sala';
export const AvaliacaoSaudePage = lazyWithPreload(() =>
  import('./AvaliacaoSaudePage').then((m) => m.AvaliacaoSaudePage),
);
export const QuestionarioPecFastPage = lazyWithPreload(() =>
  import('./QuestionarioPecFastPage').then((m) => m.QuestionarioPecFastPage),
);
export const DeclaracaoPage = lazyWithPreload(() =>
  import('./DeclaracaoPage').then((m) => m.DeclaracaoPage),
);
export const SucessoPage = lazyWithPreload(() =>
  import('./DeclaracaoPage').then((m) => m.SucessoPage),
);
