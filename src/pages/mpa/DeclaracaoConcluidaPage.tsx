import { Alert, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { MpaLayout } from './MpaLayout';
import { SelfiePasso } from './SelfiePasso';
import { textsOf } from '../../providers/i18nProvider';

/**
 * /mpa/{token}/declaracao/concluida: the declaration went to the nursing team. The nursing
 * evaluation is booked by the team (the staff scheduling screen), so the applicant is told they
 * will be contacted, and asked for the selfie the nurse will recognise her by. The satisfaction
 * question waits for the assessment it asks about (FeedbackAposAvaliacao, issue 39 item 7).
 */
export default function DeclaracaoConcluidaPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  return (
    <MpaLayout title={t('tituloConcluida')}>
      <Alert severity="success" sx={{ mb: 3, fontSize: '1.2rem' }}>
        {t('textoConcluida')}
      </Alert>
      <SelfiePasso token={token} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="agendamento"
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h2" id="agendamento" sx={{ mb: 1 }}>
          {t('agendamentoTitulo')}
        </Typography>
        <Typography>{t('agendamentoTexto')}</Typography>
      </Paper>
    </MpaLayout>
  );
}
