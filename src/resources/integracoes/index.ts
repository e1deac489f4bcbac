/**
 * The managers' integrations screen (the outbox), over GET api/integracoes/mensagens: the
 * `integracoes` route of gestao-comercial and administrador renders `<IntegracaoList />`.
 */
export { IntegracaoList } from './IntegracaoList';
