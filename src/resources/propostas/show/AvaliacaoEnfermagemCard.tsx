import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { nursingEvaluationColor } from '../../../domain';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import type { Agendamento, PropostaDetalhe } from '../types';
import { FIELD_GRID, InfoField } from './InfoField';
import { SectionCard } from './SectionCard';
import { formatDataHora } from '../../../components/formatters';

/**
 * 'Avaliacao de enfermagem': the appointment (date and time, professional, who booked it and
 * when) and the nurse who finished the evaluation. The appointment comes from the scheduling
 * service; a failure there is silent (spec 7) and reads as 'Sem agendamento'.
 */
export function AvaliacaoEnfermagemCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const { data: agendamento } = useQuery({
    queryKey: ['agendamento', proposta.id],
    queryFn: async ({ signal }) =>
      (await dataProvider.consultarAgendamento(proposta.id, signal)) as Agendamento | null,
    retry: false,
  });
  const marked = proposta.marcada || Boolean(agendamento?.data);
  const situacao = proposta.avaliacaoSaudeConcluida
    ? 'propostas.enfermagem.concluida'
    : marked
      ? 'propostas.enfermagem.agendada'
      : 'propostas.enfermagem.nao_agendada';

  return (
    <SectionCard
      title={translate('propostas.enfermagem.titulo')}
      action={
        <Chip size="small" color={nursingEvaluationColor(marked)} label={translate(situacao)} />
      }
    >
      {agendamento?.data ? (
        <Box sx={FIELD_GRID}>
          <InfoField
            label={translate('propostas.enfermagem.agendamento')}
            value={
              agendamento.horario ? `${agendamento.data} ${agendamento.horario}` : agendamento.data
            }
          />
          <InfoField
            label={translate('propostas.enfermagem.profissional')}
            value={agendamento.profissional}
          />
          <InfoField
            label={translate('propostas.enfermagem.agendado')}
            value={
              agendamento.agendadoPor
                ? translate('propostas.enfermagem.agendado_por', {
                    nome: agendamento.agendadoPor,
                    data: formatDataHora(agendamento.dataCriacao),
                  })
                : formatDataHora(agendamento.dataCriacao)
            }
          />
        </Box>
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
