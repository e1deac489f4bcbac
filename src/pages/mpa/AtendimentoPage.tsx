import { Alert, Button, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { formatDataHora } from '../../domain';
import { obterAtendimento, type AtendimentoProponente } from './api';
import { FeedbackAposAvaliacao } from '../../resources/campanhas/FeedbackAposAvaliacao';
import { Carregando, FalhaCarga } from './Carregando';
import { MpaLayout } from './MpaLayout';
import { SelfiePasso } from './SelfiePasso';
import { useLeituraDoProponente } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

/**
 * /mpa/{token}/atendimento: where the attendance-queue link leads. The applicant is told they
 * are in the nurse's queue (and when the appointment is); once the nurse opens the video room,
 * the button to enter it shows. 'Atualizar' asks again (no background polling on a phone).
 */
export default function AtendimentoPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  const {
    dados: atendimento,
    erro,
    recarregar: atualizar,
  } = useLeituraDoProponente<AtendimentoProponente>(token, obterAtendimento);
  return (
    <MpaLayout title={t('tituloAtendimento')}>
      {erro && <FalhaCarga mensagem={erro} onRetry={atualizar} />}
      {!erro && !atendimento && <Carregando />}
      {atendimento && !atendimento.naFila && (
        <>
          <Typography>{t('foraDaFila')}</Typography>
          <FeedbackAposAvaliacao />
        </>
      )}
      {atendimento?.naFila && (
        <Stack spacing={3}>
          {atendimento.agendamento && (
            <Alert severity="info">
              {t('agendadoPara', { quando: formatDataHora(atendimento.agendamento.inicio) })}
            </Alert>
          )}
          <SelfiePasso token={token} />
          {atendimento.sala ? (
            <>
              <Alert severity="success">{t('salaAberta')}</Alert>
              <Button variant="contained" fullWidth href={atendimento.sala}>
                {t('entrarSala')}
              </Button>
            </>
          ) : (
            <>
              <Typography>{t('naFila')}</Typography>
              <Button variant="outlined" fullWidth onClick={atualizar}>
                {t('atualizar')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </MpaLayout>
  );
}
