import { Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDataHora } from '../../components/formatters';
import { TIPO_ATENDIMENTO } from '../../domain';
import type { Agendamento } from '../../providers/agendamentoDataProvider';
import { InfoField } from '../propostas/show/InfoField';
import { rotuloTipoAtendimento } from '../../components/rotuloTipoAtendimento';

interface AgendamentoAtualProps {
  agendamento: Agendamento | null;
  /** Reschedule and cancel are offered only while the evaluation may still be booked. */
  canChange: boolean;
  onReagendar(): void;
  onCancelar(): void;
}

/** The booked evaluation: when, with whom, how, and who booked it when. */
export function AgendamentoAtual({
  agendamento,
  canChange,
  onReagendar,
  onCancelar,
}: AgendamentoAtualProps) {
  const translate = useTranslate();
  if (!agendamento) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('agendamento.sem_agendamento')}
      </Typography>
    );
  }
  const local =
    agendamento.tipoAtendimento === TIPO_ATENDIMENTO.PRESENCIAL && agendamento.cidade
      ? translate('agendamento.presencial_em', { cidade: agendamento.cidade })
      : rotuloTipoAtendimento(agendamento.tipoAtendimento);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoField label={translate('agendamento.data_hora')} value={agendamento.data} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoField
            label={translate('agendamento.profissional')}
            value={agendamento.profissional}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoField label={translate('agendamento.local')} value={local} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <InfoField
            label={translate('propostas.enfermagem.agendado')}
            value={translate('propostas.enfermagem.agendado_por', {
              nome: agendamento.agendadoPor,
              data: formatDataHora(agendamento.dataCriacao),
            })}
          />
        </Grid>
      </Grid>
      {canChange ? (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={onReagendar}>
            {translate('agendamento.reagendar')}
          </Button>
          <Button color="error" onClick={onCancelar}>
            {translate('agendamento.cancelar')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
