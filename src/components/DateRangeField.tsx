import { Box, FormLabel, Stack } from '@mui/material';
import { DatePicker } from './PickersProvider';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_BR } from '../domain';

interface DateRangeFieldProps {
  label: string;
  min: Date | null;
  max: Date | null;
  onChange(min: Date | null, max: Date | null): void;
}

/**
 * A 'De' / 'Até' pair of dd/MM/yyyy pickers under one label. Half-typed dates reach the parent
 * as Invalid Date on purpose: the panel's rules then say 'Data inicial inválida.' instead of
 * silently dropping the bound.
 */
export function DateRangeField({ label, min, max, onChange }: DateRangeFieldProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <FormLabel id={id} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1.5}>
        <DatePicker
          label={translate('propostas.filtros.de')}
          format={DATE_BR}
          value={min}
          onChange={(value) => onChange(value, max)}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
        <DatePicker
          label={translate('propostas.filtros.ate')}
          format={DATE_BR}
          value={max}
          onChange={(value) => onChange(min, value)}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
      </Stack>
    </Box>
  );
}
