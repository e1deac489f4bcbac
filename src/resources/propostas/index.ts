/**
 * The proposal workspace of the staff areas. Its screens sit on the spec's own endpoints
 * (`buscar` lists, the proposal detail, lifecycle actions), not on the CRUD contract of the
 * declared resources, so the areas route them directly: a list route renders
 * `<PropostaList route="..." />`, `proposta/:id` renders `<PropostaShow />`, and the action
 * sub-routes render `<PropostaShow dialog="..." />`.
 */
export { PropostaList } from './PropostaList';
export { PropostaShow } from './PropostaShow';
export type { PropostaDialog } from './actions/PropostaActions';
