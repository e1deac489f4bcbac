import { format, isValid, parseISO } from 'date-fns';
import { useInput } from 'react-admin';
import { DatePicker, PickersProvider } from '../components/PickersProvider';
import { DATE_BR } from '../domain';
import type { FieldDefinition } from '../registries/definition';
import { localized } from '../providers/i18nProvider';

/**
 * A declared 'date' field: typed and shown dd/MM/yyyy in the pt-BR picker whatever the
 * browser's language, stored as the API carries it (yyyy-MM-dd). A half-typed date goes to the
 * form as typed text, so the shared schema answers 'Data inválida'.
 */
export function DateFieldInput({
  field,
  disabled,
}: {
  field: FieldDefinition;
  disabled?: boolean;
}) {
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({
    source: field.source,
    isRequired: field.required,
  });
  const value = typeof input.value === 'string' && input.value ? parseISO(input.value) : null;
  return (
    <PickersProvider>
      <DatePicker
        label={field.label}
        format={DATE_BR}
        value={value && isValid(value) ? value : null}
        disabled={disabled}
        onChange={(date) => {
          if (date == null) input.onChange(null);
          else input.onChange(isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalida');
        }}
        slotProps={{
          textField: {
            name: field.source,
            required: isRequired,
            onBlur: input.onBlur,
            error: Boolean(fieldState.error),
            helperText: localized(fieldState.error?.message) ?? ' ',
            variant: 'filled',
            sx: { width: '100%', mb: 1 },
          },
        }}
      />
    </PickersProvider>
  );
}
