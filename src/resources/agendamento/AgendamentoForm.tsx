import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DatePicker, PickersProvider } from '../../components/PickersProvider';
import {
  businessDayOf,
  DATE_BR,
  DEFAULT_APPOINTMENT_SETOR,
  TIPO_ATENDIMENTO,
  TIPOS_ATENDIMENTO,
} from '../../domain';
import type {
  AgendamentoDataProvider,
  BeneficiarioAgendamento,
  PedidoAgendamento,
} from '../../providers/agendamentoDataProvider';
import { HorariosLivres, type Profissional } from './HorariosLivres';
import { rotuloTipoAtendimento } from '../../components/rotuloTipoAtendimento';

interface AgendamentoFormProps {
  beneficiario: BeneficiarioAgendamento;
  /** Opens the confirmation of the chosen slot. */
  onChoose(
    pedido: PedidoAgendamento,
    rotulo: { data: string; tipo: string; profissional: string | null },
  ): void;
  /** Shown when rescheduling: leaves the current appointment as it is. */
  onCancel?(): void;
}

/** Attendance type, city (in person), a day from today on, then one of its free slots. */
export function AgendamentoForm({ beneficiario, onChoose, onCancel }: AgendamentoFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AgendamentoDataProvider>();
  const cidadeLabel = useId();
  const [tipo, setTipo] = useState<number>(TIPO_ATENDIMENTO.ONLINE);
  const [cidadeId, setCidadeId] = useState<number | ''>('');
  const [dia, setDia] = useState<Date | null>(null);
  const [diaInvalido, setDiaInvalido] = useState(false);
  const [horario, setHorario] = useState<string | null>(null);
  const [profissional, setProfissional] = useState<Profissional | null>(null);
  /** Another type, city or day: another list of slots and of nurses. */
  const escolherDeNovo = () => {
    setHorario(null);
    setProfissional(null);
  };
  const hoje = businessDayOf(new Date());
  const presencial = tipo === TIPO_ATENDIMENTO.PRESENCIAL;

  const cidades = useQuery({
    queryKey: ['agendamento-cidades', beneficiario.codigoUnidade],
    queryFn: ({ signal }) => dataProvider.obterCidades(beneficiario.codigoUnidade, signal),
    enabled: presencial,
    retry: false,
  });

  const diaValido = dia && !Number.isNaN(dia.getTime()) && !diaInvalido && dia >= hoje;
  const consulta =
    diaValido && (!presencial || cidadeId !== '')
      ? {
          setor: DEFAULT_APPOINTMENT_SETOR,
          propostaAdesaoId: beneficiario.propostaAdesaoId,
          dataAgendamento: format(dia, 'yyyy-MM-dd'),
          tipoAtendimento: tipo,
          ...(presencial ? { cidadeId: Number(cidadeId) } : {}),
        }
      : null;

  return (
    <Stack spacing={2.5}>
      <FormControl>
        <FormLabel id={`${cidadeLabel}-tipo`}>{translate('agendamento.tipo')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${cidadeLabel}-tipo`}
          value={String(tipo)}
          onChange={(event) => {
            setTipo(Number(event.target.value));
            escolherDeNovo();
          }}
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
        cidades.data && cidades.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('agendamento.sem_cidades')}
          </Typography>
        ) : (
          <FormControl size="small" sx={{ maxWidth: 320 }}>
            <InputLabel id={cidadeLabel}>{translate('agendamento.cidade')}</InputLabel>
            <Select
              labelId={cidadeLabel}
              label={translate('agendamento.cidade')}
              value={cidadeId}
              onChange={(event) => {
                setCidadeId(event.target.value);
                escolherDeNovo();
              }}
            >
              {(cidades.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {`${c.nome} - ${c.uf}`}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )
      ) : null}
      <PickersProvider>
        <DatePicker
          label={translate('agendamento.data')}
          format={DATE_BR}
          value={dia}
          minDate={hoje}
          disablePast
          onChange={(value) => {
            setDia(value);
            escolherDeNovo();
          }}
          onError={(error) => setDiaInvalido(Boolean(error))}
          slotProps={{
            textField: {
              size: 'small',
              sx: { maxWidth: 220 },
              helperText: diaInvalido ? translate('agendamento.data_passada') : ' ',
            },
          }}
        />
      </PickersProvider>
      <Stack spacing={1}>
        <FormLabel component="p">{translate('agendamento.horarios')}</FormLabel>
        {consulta ? (
          <HorariosLivres
            consulta={consulta}
            value={horario}
            onChange={setHorario}
            profissional={profissional}
            onProfissional={setProfissional}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(
              presencial && cidadeId === ''
                ? 'agendamento.escolha_cidade'
                : 'agendamento.escolha_data',
            )}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!consulta || !horario}
          onClick={() =>
            consulta &&
            horario &&
            onChoose(
              {
                ...consulta,
                horario,
                ...(profissional ? { profissionalId: profissional.id } : {}),
              },
              {
                data: format(dia!, DATE_BR),
                tipo: rotuloTipoAtendimento(tipo).toLowerCase(),
                profissional: profissional?.nome ?? null,
              },
            )
          }
        >
          {translate('agendamento.confirmar')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{translate('agendamento.desistir')}</Button> : null}
      </Stack>
    </Stack>
  );
}
