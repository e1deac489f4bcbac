import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import { formatDataHora } from '../../../components/formatters';
import { AREAS_AGENDAMENTO_SILENCIOSO, nursingEvaluationColor } from '../../../domain';
import { useArea } from '../../../components/layout/AreaContext';
import type { AgendamentoDataProvider } from '../../../providers/agendamentoDataProvider';
import type { PropostaDetalhe } from '../types';
import { InfoField } from './InfoField';
import { SectionCard } from './SectionCard';

/** The query of a proposal's appointment: the card and the scheduling screen share it. */
export const agendamentoQueryKey = (propostaId: number) => ['agendamento', propostaId];

/**
 * 'Avaliação de enfermagem': the appointment (date and time, professional, who booked it and
 * when) and the nurse who finished the evaluation. Whether it is booked is the proposal's own
 * answer (marcada), so the chip and the text never disagree; only a booked proposal asks
 * GET api/agendamento/consultar/{id} for the details. On the nurse's area a failed load is
 * silent (spec 1, section 7): the card then shows what the proposal itself says.
 */
export function AvaliacaoEnfermagemCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const silentFailure = AREAS_AGENDAMENTO_SILENCIOSO.includes(useArea());
  const dataProvider = useDataProvider<AgendamentoDataProvider>();
  const marked = proposta.marcada;
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: agendamentoQueryKey(proposta.id),
    queryFn: ({ signal }) => dataProvider.consultarAgendamento(proposta.id, signal),
    enabled: marked,
    retry: false,
  });
  const situacao = proposta.avaliacaoSaudeConcluida
    ? 'propostas.enfermagem.concluida'
    : marked
      ? 'propostas.enfermagem.agendada'
      : 'propostas.enfermagem.nao_agendada';

  const agendamento = !marked ? null : isPending ? (
    <Loading />
  ) : isError ? (
    silentFailure ? null : (
      <LoadError message={translate('agendamento.indisponivel')} onRetry={() => void refetch()} />
    )
  ) : data ? (
    <Stack spacing={1.5}>
      <InfoField label={translate('propostas.enfermagem.agendamento')} value={data.data} />
      <InfoField label={translate('propostas.enfermagem.profissional')} value={data.profissional} />
      <InfoField
        label={translate('propostas.enfermagem.agendado')}
        value={translate('propostas.enfermagem.agendado_por', {
          nome: data.agendadoPor,
          data: formatDataHora(data.dataCriacao),
        })}
      />
    </Stack>
  ) : null;

  return (
    <SectionCard
      title={translate('propostas.enfermagem.titulo')}
      action={
        <Chip size="small" color={nursingEvaluationColor(marked)} label={translate(situacao)} />
      }
    >
      {marked ? (
        agendamento
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.enfermagem.sem_agendamento')}
        </Typography>
      )}
      {proposta.enfermeiroResponsavelAvaliacaoSaude ? (
        <Box sx={{ mt: 2 }}>
          <InfoField
            label={translate('propostas.enfermagem.finalizada_por')}
            value={proposta.enfermeiroResponsavelAvaliacaoSaude}
          />
        </Box>
      ) : null}
    </SectionCard>
  );
}
