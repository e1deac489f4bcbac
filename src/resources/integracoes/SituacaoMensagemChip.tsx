import { Chip, type ChipProps } from '@mui/material';
import { outboxSituacaoNome, type OutboxSituacao } from '../../domain';

/**
 * Colours by what the manager has to do: nothing (delivered), wait (pending, processing), look
 * (not sent: the channel is not configured) or act (a dead letter waits for 'Reprocessar').
 */
const COLORS: Record<OutboxSituacao, ChipProps['color']> = {
  pending: 'default',
  processing: 'info',
  delivered: 'success',
  skipped: 'warning',
  dead: 'error',
};

/** A message's status with the domain's pt-BR label; an unknown status keeps its own name. */
export function SituacaoMensagemChip({ situacao }: { situacao: string }) {
  const color = COLORS[situacao as OutboxSituacao] ?? 'default';
  return (
    <Chip
      size="small"
      label={outboxSituacaoNome(situacao)}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      data-situacao={situacao}
    />
  );
}
