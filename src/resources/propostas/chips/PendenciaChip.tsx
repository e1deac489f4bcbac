import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PENDING_CHIP } from '../../../domain';
import { rotuloPendencia } from './rotulosDaLinha';

interface PendenciaChipProps {
  possuiPendencia?: boolean;
  size?: ChipProps['size'];
}

/** 'Possui pendência' in orange while the proposal has an open pendency; nothing otherwise. */
export function PendenciaChip({ possuiPendencia, size = 'small' }: PendenciaChipProps) {
  const record = useRecordContext<{ possuiPendencia?: boolean }>();
  const pending = possuiPendencia ?? record?.possuiPendencia;
  if (!pending) return null;
  return (
    <Chip
      icon={<ReportProblemIcon />}
      label={rotuloPendencia()}
      color={PENDING_CHIP.color}
      size={size}
    />
  );
}
