import { Grid, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { localized } from '../../providers/i18nProvider';

/**
 * The PME forms' inputs over react-hook-form: each shows its rule's message under it, after
 * the field loses focus (the forms validate on blur). `mask` formats while typing (CNPJ, CPF,
 * CEP, phone, date); `readOnly` is the screen before 'Habilitar edição'.
 */
interface FieldProps {
  name: string;
  label: string;
  readOnly?: boolean;
  mask?: (value: string) => string;
  size?: number;
  type?: string;
  options?: readonly { value: string | number; label: string }[];
  onChosen?: (value: string) => void;
  disabled?: boolean;
  children?: ReactNode;
}

export function FormField({
  name,
  label,
  readOnly,
  mask,
  size = 4,
  type,
  options,
  onChosen,
  disabled,
}: FieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<FieldValues>();
  const error = get(errors, name) as { message?: string } | undefined;
  return (
    <Grid size={{ xs: 12, sm: 6, md: size }}>
      <Controller
        name={name as Path<FieldValues>}
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              const raw = event.target.value;
              const value = mask ? mask(raw) : raw;
              field.onChange(value);
              onChosen?.(value);
            }}
            select={Boolean(options)}
            type={type}
            label={label}
            fullWidth
            size="small"
            disabled={disabled}
            error={Boolean(error?.message)}
            helperText={localized(error?.message) ?? ' '}
            slotProps={{
              input: { readOnly },
              // A select is named by its label already (MUI's aria-labelledby).
              htmlInput: options ? undefined : { 'aria-label': label },
              inputLabel: type === 'date' ? { shrink: true } : undefined,
            }}
            onKeyDown={(event) => {
              // Enter never submits the PME forms (document 2, section 5).
              if (event.key === 'Enter') event.preventDefault();
            }}
          >
            {options?.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}

/** A message of a whole list (at least one location address, one billing e-mail). */
export function ListError({ name }: { name: string }) {
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = localized(error?.message ?? error?.root?.message);
  if (!message) return null;
  return (
    <Grid size={12} role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
      {message}
    </Grid>
  );
}
