import { Alert, Button, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { formatDataHora } from '../../domain';
import { obterAtendimento, type AtendimentoProponente } from './api';
import { FeedbackAposAvaliacao } from '../../resources/campanhas/FeedbackAposAvaliacao';
import { Carregando, FalhaCarga } from './Carregando';
import { MpaLayout } from './MpaLayout';
import { SelfiePasso } from './SelfiePasso';
import { TEXTOS } from './texts';
import { useLeituraDoProponente } from './useProposta';

/**
 * /mpa/{token}/atendimento: where the attendance-queue link leads. The applicant is told they
 * are in the nurse's queue (and when the appointment is); once the nurse opens the video room,
 * the button to enter it shows. 'Atualizar' asks again (no background polling on a phone).
 */
export default function AtendimentoPage() {
  const { token = '' } = useParams();
  const {
    dados: atendimento,
    erro,
    recarregar: atualizar,
  } = useLeituraDoProponente<AtendimentoProponente>(token, obterAtendimento);
  return (
    <MpaLayout title={TEXTOS.tituloAtendimento}>
      {erro && <FalhaCarga mensagem={erro} onRetry={atualizar} />}
      {!erro && !atendimento && <Carregando />}
      {atendimento && !atendimento.naFila && (
        <>
          <Typography>{TEXTOS.foraDaFila}</Typography>
          <FeedbackAposAvaliacao />
        </>
      )}
      {atendimento?.naFila && (
        <Stack spacing={3}>
          {atendimento.agendamento && (
            <Alert severity="info">
              {TEXTOS.agendadoPara(formatDataHora(atendimento.agendamento.inicio))}
            </Alert>
          )}
          <SelfiePasso token={token} />
          {atendimento.sala ? (
            <>
              <Alert severity="success">{TEXTOS.salaAberta}</Alert>
              <Button variant="contained" fullWidth href={atendimento.sala}>
                {TEXTOS.entrarSala}
              </Button>
            </>
          ) : (
            <>
              <Typography>{TEXTOS.naFila}</Typography>
              <Button variant="outlined" fullWidth onClick={atualizar}>
                {TEXTOS.atualizar}
              </Button>
            </>
          )}
        </Stack>
      )}
    </MpaLayout>
  );
}
