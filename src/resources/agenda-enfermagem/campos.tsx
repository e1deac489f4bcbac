import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { mascaraHorario, TIPO_ATENDIMENTO, TIPOS_ATENDIMENTO } from '../../domain';
import type { CidadeAgenda } from '../../providers/agendaEnfermagemDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloTipoAtendimento } from '../../components/rotuloTipoAtendimento';

/** The fields the agenda's dialogs share: a time, the attendance type and its city. */

export function HoraInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const tx = textsOf('agendaEnfermagem');
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      placeholder={tx('formatoHora')}
      error={Boolean(error)}
      helperText={error ?? tx('formatoHora')}
      onChange={(event) => onChange(mascaraHorario(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      sx={{ width: 180 }}
    />
  );
}

/** The start and end of a period, side by side; the rule's message goes under the one at fault. */
export function IntervaloInputs({
  inicio,
  fim,
  onInicio,
  onFim,
  erros,
}: {
  inicio: string;
  fim: string;
  onInicio(value: string): void;
  onFim(value: string): void;
  erros: Record<string, string>;
}) {
  const tx = textsOf('agendaEnfermagem');
  return (
    <Stack direction="row" spacing={2}>
      <HoraInput label={tx('inicio')} value={inicio} onChange={onInicio} error={erros.horaInicio} />
      <HoraInput label={tx('fim')} value={fim} onChange={onFim} error={erros.horaFim} />
    </Stack>
  );
}

export function AtendimentoInputs({
  tipo,
  cidadeId,
  cidades,
  onTipo,
  onCidade,
  erros,
}: {
  tipo: number;
  cidadeId: number | '';
  cidades: readonly CidadeAgenda[] | undefined;
  onTipo(tipo: number): void;
  onCidade(cidadeId: number | ''): void;
  erros: Record<string, string>;
}) {
  const tx = textsOf('agendaEnfermagem');
  const id = useId();
  const presencial = tipo === TIPO_ATENDIMENTO.PRESENCIAL;
  return (
    <>
      <FormControl>
        <FormLabel id={`${id}-tipo`}>{tx('tipoAtendimento')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-tipo`}
          value={String(tipo)}
          onChange={(event) => onTipo(Number(event.target.value))}
        >
          {TIPOS_ATENDIMENTO.map((t) => (
            <FormControlLabel
              key={t.id}
              value={String(t.id)}
              control={<Radio />}
              label={rotuloTipoAtendimento(t.id)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {presencial ? (
        cidades && cidades.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {tx('semCidades')}
          </Typography>
        ) : (
          <FormControl size="small" error={Boolean(erros.cidadeId)} sx={{ maxWidth: 360 }}>
            <InputLabel id={`${id}-cidade`}>{tx('cidade')}</InputLabel>
            <Select
              labelId={`${id}-cidade`}
              label={tx('cidade')}
              value={cidadeId === '' ? '' : String(cidadeId)}
              onChange={(event) =>
                onCidade(event.target.value === '' ? '' : Number(event.target.value))
              }
            >
              {(cidades ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {`${c.nome} - ${c.uf} (${c.unidade})`}
                </MenuItem>
              ))}
            </Select>
            {erros.cidadeId ? <FormHelperText>{erros.cidadeId}</FormHelperText> : null}
          </FormControl>
        )
      ) : null}
    </>
  );
}
