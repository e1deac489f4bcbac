import CancelIcon from '@mui/icons-material/Cancel';
import { Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { getStatusInfo } from '../../../domain';
import { rotuloSituacao } from '../chips/rotuloSituacao';
import { STATUS_FILTER } from '../../../providers/propostasDataProvider';

/**
 * The status a list was opened on (a dashboard card: 'todas-propostas' with one status), said
 * beside the filters and removable (the icon, or Delete on the focused chip), so the user knows
 * why the other statuses are missing.
 */
export function StatusFilterChip() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const picked = values[STATUS_FILTER];
  if (picked === undefined || picked === null || picked === '') return null;
  const remove = () => {
    const { [STATUS_FILTER]: _removed, ...rest } = values;
    setFilters(rest, undefined, false);
  };
  return (
    <Chip
      label={translate('propostas.filtros.situacao', {
        situacao: rotuloSituacao(getStatusInfo(Number(picked))),
      })}
      onDelete={remove}
      deleteIcon={<CancelIcon titleAccess={translate('propostas.filtros.remover_situacao')} />}
      color="primary"
      variant="outlined"
      sx={{ mr: 1 }}
    />
  );
}
