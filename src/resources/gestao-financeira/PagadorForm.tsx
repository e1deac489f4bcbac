import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { maskCpf, maskPhone, onlyDigits, pagadorSchema, type Pagador } from '../../domain';
import { FINANCEIRA_TEXTS as T } from './texts';

type Campo = 'nome' | 'cpf' | 'email' | 'telefone';
const CAMPOS: { campo: Campo; label: string; mask?: (v: string) => string }[] = [
  { campo: 'nome', label: T.nome },
  { campo: 'cpf', label: T.cpf, mask: maskCpf },
  { campo: 'email', label: T.email },
  { campo: 'telefone', label: T.telefone, mask: maskPhone },
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
        aria-label={T.pagador}
        value={valores.pagadorTitular ? 'titular' : 'outro'}
        onChange={(event) =>
          setValores({ ...valores, pagadorTitular: event.target.value === 'titular' })
        }
      >
        <FormControlLabel value="titular" control={<Radio />} label={T.pagadorTitular} />
        <FormControlLabel value="outro" control={<Radio />} label={T.pagadorOutro} />
      </RadioGroup>
      {!valores.pagadorTitular &&
        CAMPOS.map(({ campo, label, mask }) => (
          <TextField
            key={campo}
            label={label}
            required
            value={valores[campo] ? (mask ? mask(valores[campo]!) : valores[campo]) : ''}
            onChange={(event) => setValores({ ...valores, [campo]: event.target.value })}
            error={Boolean(shown[campo])}
            helperText={shown[campo]}
          />
        ))}
      <div>
        <Button variant="contained" disabled={saving} onClick={salvar}>
          {T.salvarPagador}
        </Button>
      </div>
    </Stack>
  );
}
