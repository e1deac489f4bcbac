import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId, useState } from 'react';
import { DIAS_SEMANA_ORDEM, erroDoIntervalo, TIPO_ATENDIMENTO } from '../../domain';
import type { CidadeAgenda, NovoPeriodo } from '../../providers/agendaEnfermagemDataProvider';
import { AtendimentoInputs, IntervaloInputs } from './campos';
import { DialogoDaAgenda, useEnvioComErros } from './DialogoDaAgenda';
import { textsOf } from '../../providers/i18nProvider';
import { mensagemAgenda, rotuloDia } from './rotulosAgenda';

interface PeriodoDialogProps {
  duracaoMinutos: number;
  cidades: readonly CidadeAgenda[] | undefined;
  onClose(): void;
  /** Resolves when saved (the dialog closes); rejects with the server's refusal. */
  onSave(periodo: NovoPeriodo): Promise<unknown>;
}

/**
 * 'Incluir período semanal': a weekday, the attendance type (and city, in person) and the
 * times. The domain's rule is checked before sending; the server's refusals (an overlap, an
 * inactive nurse) are shown here, under the field they name or above the buttons.
 */
export function PeriodoDialog({ duracaoMinutos, cidades, onClose, onSave }: PeriodoDialogProps) {
  const t = textsOf('agendaEnfermagem');
  const id = useId();
  const [diaSemana, setDiaSemana] = useState<number | ''>('');
  const [tipo, setTipo] = useState<number>(TIPO_ATENDIMENTO.ONLINE);
  const [cidadeId, setCidadeId] = useState<number | ''>('');
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');

  const validar = () => {
    const found: Record<string, string> = {};
    if (diaSemana === '') found.diaSemana = mensagemAgenda('diaSemana');
    if (tipo === TIPO_ATENDIMENTO.PRESENCIAL && cidadeId === '') {
      found.cidadeId = mensagemAgenda('cidadeObrigatoria');
    }
    const intervalo = erroDoIntervalo(inicio, fim, duracaoMinutos);
    if (intervalo) found[intervalo.campo] = mensagemAgenda(intervalo.chave, intervalo.valores);
    return found;
  };

  const envio = useEnvioComErros(validar, () =>
    onSave({
      diaSemana: diaSemana as number,
      tipoAtendimento: tipo,
      cidadeId: tipo === TIPO_ATENDIMENTO.PRESENCIAL ? (cidadeId as number) : null,
      horaInicio: inicio,
      horaFim: fim,
    }),
  );
  const { erros } = envio;

  return (
    <DialogoDaAgenda titulo={t('periodoTitulo')} envio={envio} onClose={onClose}>
      <FormControl size="small" error={Boolean(erros.diaSemana)} sx={{ maxWidth: 240 }}>
        <InputLabel id={`${id}-dia`}>{t('diaSemana')}</InputLabel>
        <Select
          labelId={`${id}-dia`}
          label={t('diaSemana')}
          value={diaSemana === '' ? '' : String(diaSemana)}
          onChange={(event) => setDiaSemana(Number(event.target.value))}
        >
          {DIAS_SEMANA_ORDEM.map((dia) => (
            <MenuItem key={dia} value={String(dia)}>
              {rotuloDia(dia)}
            </MenuItem>
          ))}
        </Select>
        {erros.diaSemana ? <FormHelperText>{erros.diaSemana}</FormHelperText> : null}
      </FormControl>
      <AtendimentoInputs
        tipo={tipo}
        cidadeId={cidadeId}
        cidades={cidades}
        onTipo={setTipo}
        onCidade={setCidadeId}
        erros={erros}
      />
      <IntervaloInputs
        inicio={inicio}
        fim={fim}
        onInicio={setInicio}
        onFim={setFim}
        erros={erros}
      />
    </DialogoDaAgenda>
  );
}
