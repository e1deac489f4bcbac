import { CircularProgress, InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useBuscaCep } from '../components/useBuscaCep';
import { maskCep } from '../domain';
import type { FieldDefinition } from '../registries/definition';
import { textsOf } from '../providers/i18nProvider';

/**
 * A declared 'cep' field with `cepLookup`: once the CEP is complete it is looked up with the
 * proposal entry's service (useBuscaCep) and the answer fills the fields the definition maps,
 * as if typed (dirty, validated). When the look-up fails the user types the address.
 */
export function CepFieldInput({ field, disabled }: { field: FieldDefinition; disabled?: boolean }) {
  const { setValue } = useFormContext();
  const targets = field.cepLookup ?? {};
  const { buscar, buscando, falhou } = useBuscaCep((endereco) => {
    const answer = { ...endereco, cidade: endereco.municipio };
    for (const [key, source] of Object.entries(targets)) {
      if (!source) continue;
      setValue(source, answer[key as keyof typeof answer], {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  });
  const typed = (event: { target: { value: string } }) => void buscar(event.target.value);
  return (
    <TextInput
      source={field.source}
      label={field.label}
      disabled={disabled}
      isRequired={field.required}
      format={(value) => (value ? maskCep(String(value)) : '')}
      onChange={typed}
      onBlur={typed}
      helperText={falhou ? textsOf('telas')('cepFalhou') : undefined}
      // ResettableTextField places its own end adornment from InputProps.
      InputProps={{
        endAdornment: buscando ? (
          <InputAdornment position="end">
            <CircularProgress size={18} aria-label={textsOf('telas')('buscandoCep')} />
          </InputAdornment>
        ) : null,
      }}
    />
  );
}
