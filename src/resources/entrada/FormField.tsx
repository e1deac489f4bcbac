import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import { MASKS, MaskedInput } from '../../components/MaskedInput';
import { localized } from '../../providers/i18nProvider';

interface FormFieldProps {
  /** The field's path in the form ('titular.cpf', 'dependentes.0.nome'). */
  name: string;
  label: string;
  mask?: keyof typeof MASKS | 'telefone';
  /** A select: the options people read, the values the form keeps. */
  options?: readonly { value: string | number; label: string }[];
  required?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  onBlur?(value: string): void;
  slotProps?: TextFieldProps['slotProps'];
}

/**
 * One input of the entry form, bound to react-hook-form: its error is the step schema's message,
 * shown once the field was left (validation on blur), as the spec's forms do.
 */
export function FormField({
  name,
  label,
  mask,
  options,
  required,
  autoComplete,
  disabled,
  onBlur,
  slotProps,
}: FormFieldProps) {
  const { control, trigger } = useFormContext();
  const inputComponent =
    mask === 'telefone' ? (PhoneMaskInput as never) : mask ? (MaskedInput as never) : undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          // A mask re-announces the value it was given (on mount, on focus): that is no edit,
          // and must not re-validate the field (a server's message on it would be lost).
          onChange={(event) => {
            if (event.target.value === (field.value ?? '')) return;
            field.onChange(event);
            // A field already showing its error re-checks as it is corrected: the message goes
            // away while typing, not on the blur of the click that moves on (the page would
            // shift under that click).
            if (fieldState.error) void trigger(name);
          }}
          onBlur={() => {
            field.onBlur();
            onBlur?.(String(field.value ?? ''));
          }}
          select={!!options}
          label={label}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          error={!!fieldState.error}
          helperText={localized(fieldState.error?.message) ?? ' '}
          fullWidth
          slotProps={{
            ...slotProps,
            input: {
              ...(inputComponent ? { inputComponent } : {}),
              ...(slotProps?.input as object),
            },
            htmlInput: {
              ...(mask && mask !== 'telefone' ? { mask: MASKS[mask] } : {}),
              ...(slotProps?.htmlInput as object),
            },
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
  );
}
