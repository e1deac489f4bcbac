import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { getStatusInfo } from '../../../domain';
import { rotuloSituacao } from '../chips/rotuloSituacao';
import { STATUS_FILTER } from '../../../providers/propostasDataProvider';

/**
 * The retention and portability lists' situation filter (document 1, 2.8): one of the statuses
 * the route lists, or all of them. It narrows the query the same way a dashboard card's status
 * does (STATUS_FILTER), so a status outside the route never widens it.
 */
export function SituacaoSelect({ statuses }: { statuses: readonly number[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const values = (filterValues ?? {}) as Record<string, unknown>;
  const picked = values[STATUS_FILTER];
  const value = picked != null && statuses.includes(Number(picked)) ? String(Number(picked)) : '';
  const change = (next: string) => {
    const { [STATUS_FILTER]: _previous, ...rest } = values;
    setFilters(next ? { ...rest, [STATUS_FILTER]: Number(next) } : rest, undefined, false);
  };
  return (
    <TextField
      select
      size="small"
      label={translate('propostas.filtros.situacao_lista')}
      value={value}
      onChange={(event) => change(event.target.value)}
      // 'Todas as situações' is a choice like the others: shown, with the label above it.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      // The toolbar's other items are buttons: the field keeps its own width among them.
      fullWidth={false}
      sx={{ width: 260, flex: '0 0 auto', m: 0 }}
    >
      <MenuItem value="">{translate('propostas.filtros.todas_situacoes')}</MenuItem>
      {statuses.map((id) => (
        <MenuItem key={id} value={String(id)}>
          {rotuloSituacao(getStatusInfo(id))}
        </MenuItem>
      ))}
    </TextField>
  );
}
