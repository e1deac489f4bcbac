/** The nurse's assessment screens (document 1, section 2.5). */
export { AvaliacaoSaudePage } from './AvaliacaoSaudePage';
export { ListarAvaliacoesPage } from './ListarAvaliacoesPage';
export { QuestionarioPecFastPage } from './QuestionarioPecFastPage';
export { DeclaracaoPage, SucessoPage } from './DeclaracaoPage';
export { SalaVideoPage } from './sala';
