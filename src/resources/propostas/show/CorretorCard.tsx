import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PhoneText } from '../../../components/PhoneText';
import type { PropostaDetalhe } from '../types';
import { FIELD_GRID, InfoField } from './InfoField';
import { SectionCard } from './SectionCard';

export function CorretorCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const corretor = proposta.corretor;
  const field = (source: string) => translate(`resources.proposta.fields.corretor.${source}`);
  return (
    <SectionCard title={translate('propostas.secoes.corretor')}>
      {corretor ? (
        <Box sx={FIELD_GRID}>
          <InfoField label={field('nome')} value={corretor.nome} />
          <InfoField label={field('concessionaria')} value={corretor.concessionaria?.nome} />
          <InfoField
            label={field('telefone')}
            value={corretor.telefone ? <PhoneText value={corretor.telefone} /> : null}
          />
          <InfoField label={field('email')} value={corretor.email} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.secoes.sem_corretor')}
        </Typography>
      )}
    </SectionCard>
  );
}
