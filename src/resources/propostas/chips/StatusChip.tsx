import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { getStatusInfo } from '../../../domain';
import { iconFor } from './statusIcons';

interface StatusChipProps {
  /** The status id; read from the record (situacaoPropostaAdesaoId) when omitted. */
  situacaoId?: number | null;
  size?: ChipProps['size'];
}

/** The proposal's status with its icon and colour from src/domain; unknown ids get a default. */
export function StatusChip({ situacaoId, size = 'small' }: StatusChipProps) {
  const record = useRecordContext<{ situacaoPropostaAdesaoId?: number | null }>();
  const id = situacaoId !== undefined ? situacaoId : record?.situacaoPropostaAdesaoId;
  const info = getStatusInfo(id);
  const Icon = iconFor(info.icon);
  return (
    <Chip
      icon={<Icon />}
      label={info.label}
      color={info.color}
      size={size}
      variant={info.color === 'default' ? 'outlined' : 'filled'}
      data-status={info.key}
    />
  );
}
