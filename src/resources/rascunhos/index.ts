export { BuscaDiretaPage } from './BuscaDiretaPage';
export { LiberacaoIdadePage } from './LiberacaoIdadePage';
export { RascunhosPage } from './RascunhosPage';
