import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { PropostaListItem } from './types';

/**
 * The proposal workspace of the staff areas. The areas declare their own routes (each area is
 * one react-admin <Admin>), so this is not spread into a <Resource>: a list route renders
 * `<PropostaList route="..." />`, `proposta/:id` renders `<PropostaShow />`, and the action
 * sub-routes render `<PropostaShow dialog="..." />`.
 */
export { PropostaList } from './PropostaList';
export { PropostaShow } from './PropostaShow';
export type { PropostaDialog } from './actions/PropostaActions';

export const icon = AssignmentIcon;
export const recordRepresentation = (record: PropostaListItem) =>
  `${record.numeroContrato} - ${record.nome}`;
