/**
 * 'Mensagens enviadas': the administrator's view of the built-in outbox, outside production
 * only (server/integrations/caixa-local). Routes `mensagens-enviadas` and
 * `mensagens-enviadas/:id` of the administrador area.
 */
export { MensagemEnviadaList } from './MensagemEnviadaList';
export { MensagemEnviadaShow } from './MensagemEnviadaShow';
