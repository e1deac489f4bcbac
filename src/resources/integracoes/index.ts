/**
 * The managers' integrations screen (the outbox), over GET api/integracoes/mensagens: the
 * `integracoes` route of gestao-comercial and administrador renders `<IntegracaoList />`, its
 * own download, fetched when the route is opened.
 */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const IntegracaoList = lazyWithPreload(() =>
  import('./IntegracaoList').then((m) => m.IntegracaoList),
);
