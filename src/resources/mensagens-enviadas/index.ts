/**
 * 'Mensagens enviadas': the administrator's view of the built-in outbox, outside production
 * only (server/integrations/caixa-local). Routes `mensagens-enviadas` and
 * `mensagens-enviadas/:id` of the administrador area; each screen its own download, fetched
 * when its route is opened.
 */
import { lazyWithPreload } from '../../components/lazyWithPreload';
export const MensagemEnviadaList = lazyWithPreload(() =>
  import('./MensagemEnviadaList').then((m) => m.MensagemEnviadaList),
);
export const MensagemEnviadaShow = lazyWithPreload(() =>
  import('./MensagemEnviadaShow').then((m) => m.MensagemEnviadaShow),
);
