import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { nursingEvaluationColor } from '../../../domain';
import type { PropostaDetalhe } from '../types';
import { InfoField } from './InfoField';
import { SectionCard } from './SectionCard';

/**
 * 'Avaliação de enfermagem': the appointment (date and time, professional, who booked it and
 * when) and the nurse who finished the evaluation. Whether it is booked is the proposal's own
 * answer (marcada), so the chip and the text can never disagree. The appointment's details come
 * from GET api/agendamento/consultar/{id}, which the appointments issue builds; until the server
 * answers it, the card does not call it.
 */
export function AvaliacaoEnfermagemCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const marked = proposta.marcada;
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
      {marked ? null : (
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
