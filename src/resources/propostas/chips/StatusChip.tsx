import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { situacaoDaProposta, type SituacaoDaPropostaInput } from '../../../domain';
import { iconFor } from './statusIcons';
import { rotuloSituacao } from './rotuloSituacao';

interface StatusChipProps {
  /** The status id; with it omitted, the record's state (situacaoPropostaAdesaoId...) is shown. */
  situacaoId?: number | null;
  /** What a draft waits for (with situacaoId; a record brings its own). */
  liberacaoIdadePendente?: boolean;
  inativa?: boolean;
  size?: ChipProps['size'];
}

/**
 * The proposal's status with its icon and colour from src/domain (situacaoDaProposta): a draft
 * says what it waits for; unknown ids get a default.
 */
export function StatusChip({ situacaoId, size = 'small', ...draft }: StatusChipProps) {
  const record = useRecordContext<Partial<SituacaoDaPropostaInput>>();
  // An explicit id is about that proposal alone: the record around it may be another one.
  const info = situacaoDaProposta(
    situacaoId !== undefined
      ? { situacaoPropostaAdesaoId: situacaoId, ...draft }
      : { ...record, situacaoPropostaAdesaoId: record?.situacaoPropostaAdesaoId },
  );
  const Icon = iconFor(info.icon);
  return (
    <Chip
      icon={<Icon />}
      label={rotuloSituacao(info)}
      color={info.color}
      size={size}
      variant={info.color === 'default' ? 'outlined' : 'filled'}
      data-status={info.key}
    />
  );
}
