import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { DatePicker, PickersProvider } from '../../components/PickersProvider';
import {
  businessDayOf,
  DATE_BR,
  erroDoIntervalo,
  TIPO_ATENDIMENTO,
  type TipoExcecao,
} from '../../domain';
import type { CidadeAgenda, NovaExcecao } from '../../providers/agendaEnfermagemDataProvider';
import { AtendimentoInputs, IntervaloInputs } from './campos';
import { DialogoDaAgenda, useEnvioComErros } from './DialogoDaAgenda';
import { textsOf } from '../../providers/i18nProvider';
import { mensagemAgenda, opcoesTipoExcecao } from './rotulosAgenda';

interface ExcecaoDialogProps {
  duracaoMinutos: number;
  cidades: readonly CidadeAgenda[] | undefined;
  onClose(): void;
  onSave(excecao: NovaExcecao): Promise<unknown>;
}

const MOTIVO_MAX = 200;

/**
 * 'Incluir exceção': on a date from today on, a day off (or a period off) or extra hours with
 * their attendance type. The same rules as the server's; its refusals (an overlap, a holiday)
 * are shown here.
 */
export function ExcecaoDialog({ duracaoMinutos, cidades, onClose, onSave }: ExcecaoDialogProps) {
  const tx = textsOf('agendaEnfermagem');
  const id = useId();
  const hoje = businessDayOf(new Date());
  const [tipo, setTipo] = useState<TipoExcecao>('folga');
  const [dia, setDia] = useState<Date | null>(null);
  const [diaInvalido, setDiaInvalido] = useState(false);
  const [diaInteiro, setDiaInteiro] = useState(true);
  const [tipoAtendimento, setTipoAtendimento] = useState<number>(TIPO_ATENDIMENTO.ONLINE);
  const [cidadeId, setCidadeId] = useState<number | ''>('');
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');
  const [motivo, setMotivo] = useState('');
  const extra = tipo === 'extra';
  const comHorario = extra || !diaInteiro;
  const presencial = extra && tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL;

  const validar = () => {
    const found: Record<string, string> = {};
    if (!dia || Number.isNaN(dia.getTime()) || diaInvalido) {
      found.data = mensagemAgenda(dia && dia < hoje ? 'dataPassada' : 'dataInvalida');
    }
    if (presencial && cidadeId === '') found.cidadeId = mensagemAgenda('cidadeObrigatoria');
    if (comHorario) {
      const intervalo = erroDoIntervalo(inicio, fim, extra ? duracaoMinutos : 1);
      if (intervalo) found[intervalo.campo] = mensagemAgenda(intervalo.chave, intervalo.valores);
    }
    return found;
  };

  const envio = useEnvioComErros(validar, () =>
    onSave({
      tipo,
      data: format(dia!, 'yyyy-MM-dd'),
      horaInicio: comHorario ? inicio : null,
      horaFim: comHorario ? fim : null,
      tipoAtendimento: extra ? tipoAtendimento : null,
      cidadeId: presencial ? (cidadeId as number) : null,
      ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
    }),
  );
  const { erros } = envio;

  return (
    <DialogoDaAgenda titulo={tx('excecaoTitulo')} envio={envio} onClose={onClose}>
      <FormControl>
        <FormLabel id={`${id}-tipo`}>{tx('tipoExcecao')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-tipo`}
          value={tipo}
          onChange={(event) => setTipo(event.target.value as TipoExcecao)}
        >
          {opcoesTipoExcecao().map((t) => (
            <FormControlLabel key={t.id} value={t.id} control={<Radio />} label={t.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <PickersProvider>
        <DatePicker
          label={tx('data')}
          format={DATE_BR}
          value={dia}
          minDate={hoje}
          disablePast
          onChange={setDia}
          onError={(error) => setDiaInvalido(Boolean(error))}
          slotProps={{
            textField: {
              size: 'small',
              sx: { maxWidth: 220 },
              error: Boolean(erros.data),
              helperText: erros.data ?? ' ',
            },
          }}
        />
      </PickersProvider>
      {extra ? (
        <AtendimentoInputs
          tipo={tipoAtendimento}
          cidadeId={cidadeId}
          cidades={cidades}
          onTipo={setTipoAtendimento}
          onCidade={setCidadeId}
          erros={erros}
        />
      ) : (
        <FormControlLabel
          control={
            <Checkbox checked={diaInteiro} onChange={(e) => setDiaInteiro(e.target.checked)} />
          }
          label={tx('diaInteiro')}
        />
      )}
      {comHorario ? (
        <IntervaloInputs
          inicio={inicio}
          fim={fim}
          onInicio={setInicio}
          onFim={setFim}
          erros={erros}
        />
      ) : null}
      <TextField
        size="small"
        label={tx('motivo')}
        value={motivo}
        onChange={(event) => setMotivo(event.target.value.slice(0, MOTIVO_MAX))}
        helperText={erros.motivo ?? tx('motivoAjuda')}
        error={Boolean(erros.motivo)}
      />
    </DialogoDaAgenda>
  );
}
