import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { maskCpf, maskPhone, onlyDigits, pagadorSchema, type Pagador } from '../../domain';
import { localized, textsOf } from '../../providers/i18nProvider';

type Campo = 'nome' | 'cpf' | 'email' | 'telefone';
// Each field's label is the catalogue key of the same name (gestaoFinanceira.nome...).
const CAMPOS: { campo: Campo; mask?: (v: string) => string }[] = [
  { campo: 'nome' },
  { campo: 'cpf', mask: maskCpf },
  { campo: 'email' },
  { campo: 'telefone', mask: maskPhone },
];

/**
 * The payer: the holder, or another person with all four fields. Checked with the schema the
 * server applies (pagadorSchema), so the messages are the same on both sides.
 */
export function PagadorForm({
  inicial,
  saving,
  serverErrors,
  onSave,
}: {
  inicial: Pagador;
  saving: boolean;
  serverErrors?: Record<string, string>;
  onSave(pagador: Pagador): void;
}) {
  const t = textsOf('gestaoFinanceira');
  const [valores, setValores] = useState<Pagador>(inicial);
  const [erros, setErros] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...erros };

  function salvar() {
    const pagador: Pagador = {
      ...valores,
      cpf: valores.cpf ? onlyDigits(valores.cpf) : null,
      telefone: valores.telefone ? onlyDigits(valores.telefone) : null,
    };
    try {
      pagadorSchema.validateSync(pagador, { abortEarly: false });
      setErros({});
      onSave(pagador);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErros(Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message])));
    }
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <RadioGroup
        row
        aria-label={t('pagador')}
        value={valores.pagadorTitular ? 'titular' : 'outro'}
        onChange={(event) =>
          setValores({ ...valores, pagadorTitular: event.target.value === 'titular' })
        }
      >
        <FormControlLabel value="titular" control={<Radio />} label={t('pagadorTitular')} />
        <FormControlLabel value="outro" control={<Radio />} label={t('pagadorOutro')} />
      </RadioGroup>
      {!valores.pagadorTitular &&
        CAMPOS.map(({ campo, mask }) => (
          <TextField
            key={campo}
            label={t(campo)}
            required
            value={valores[campo] ? (mask ? mask(valores[campo]!) : valores[campo]) : ''}
            onChange={(event) => setValores({ ...valores, [campo]: event.target.value })}
            error={Boolean(shown[campo])}
            helperText={localized(shown[campo])}
          />
        ))}
      <div>
        <Button variant="contained" disabled={saving} onClick={salvar}>
          {t('salvarPagador')}
        </Button>
      </div>
    </Stack>
  );
}
