import SyncAltIcon from '@mui/icons-material/SyncAlt';
import type { MensagemIntegracao } from '../../providers/integracoesDataProvider';

/**
 * The managers' integrations screen (the outbox). Each area declares its own routes, so this is
 * not spread into a <Resource>: the `integracoes` route renders `<IntegracaoList />`.
 */
export { IntegracaoList } from './IntegracaoList';

export const icon = SyncAltIcon;
export const recordRepresentation = (record: MensagemIntegracao) =>
  `${record.id} - ${record.topicoNome}`;
