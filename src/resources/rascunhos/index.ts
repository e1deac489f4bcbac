/** Drafts, direct search and the age release: each its own download, fetched on its route. */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const BuscaDiretaPage = lazyWithPreload(() =>
  import('./BuscaDiretaPage').then((m) => m.BuscaDiretaPage),
);
export const LiberacaoIdadePage = lazyWithPreload(() =>
  import('./LiberacaoIdadePage').then((m) => m.LiberacaoIdadePage),
);
export const RascunhosPage = lazyWithPreload(() =>
  import('./RascunhosPage').then((m) => m.RascunhosPage),
);
