import { Alert, Button, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { textoEstado } from '../../components/video/textoEstado';
import { useChamada } from '../../components/video/useChamada';
import { VideoChamada } from '../../components/video/VideoChamada';
import { textsOf } from '../../providers/i18nProvider';
import { PublicCallError, publicCall } from '../../providers/publicClient';
import { FeedbackAposAvaliacao } from '../../resources/campanhas/FeedbackAposAvaliacao';
import { Carregando, FalhaCarga } from '../mpa/Carregando';
import { MpaLayout } from '../mpa/MpaLayout';
import { seniorTheme } from '../mpa/theme';

interface SalaPublica {
  sinalizacao: string;
  iceServers: RTCIceServer[];
}

/** The room's signalling address, or why the room admits no one (the server's message). */
function useSala(token: string) {
  const [data, setData] = useState<SalaPublica | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tentativa, setTentativa] = useState(0);
  useEffect(() => {
    let vivo = true;
    setError(null);
    publicCall<SalaPublica>('GET', `/api/sala-video/publica/${encodeURIComponent(token)}`).then(
      (resposta) => vivo && setData(resposta.data),
      (erro: unknown) => vivo && setError(erro ?? new Error(textsOf('video')('publica.falha'))),
    );
    return () => {
      vivo = false;
    };
  }, [token, tentativa]);
  return {
    data,
    error,
    isError: error !== null,
    isPending: data === null && error === null,
    refetch: () => setTentativa((n) => n + 1),
  };
}

/**
 * /sala-video/{token}: the applicant's side of the room, the address the invite carries. A
 * light public page (no react-admin, no staff session): it explains why the camera and the
 * microphone are needed, asks for them on a tap, and joins the call. The token is the
 * credential; the server refuses a closed or expired room with its own message.
 */
export default function SalaVideoPublicaPage() {
  const t = textsOf('video');
  const { token = '' } = useParams();
  const chamada = useChamada('beneficiario');
  const sala = useSala(token);
  const { estado } = chamada;
  const saiu = estado === 'inicio' && chamada.local !== null;

  let conteudo;
  if (sala.isPending) conteudo = <Carregando />;
  else if (sala.isError || !sala.data) {
    const erro = sala.error;
    conteudo =
      erro instanceof PublicCallError && erro.status !== 500 && erro.status !== 0 ? (
        <Alert severity="warning" role="alert">
          {erro.status === 404 || erro.status === 400 ? t('publica.linkInvalido') : erro.message}
        </Alert>
      ) : (
        <FalhaCarga mensagem={t('publica.falha')} onRetry={sala.refetch} />
      );
  } else if (estado === 'encerrada') {
    // The call was the assessment: now its satisfaction question (when her session is live).
    conteudo = (
      <>
        <Alert severity="success">{t('publica.encerrado')}</Alert>
        <FeedbackAposAvaliacao />
      </>
    );
  } else if (saiu) {
    conteudo = <Alert severity="info">{t('publica.saiu')}</Alert>;
  } else if (estado === 'inicio' || estado === 'abrindo-midia') {
    const { sinalizacao, iceServers } = sala.data;
    conteudo = (
      <Stack spacing={2}>
        <Typography>{t('publica.explicacao')}</Typography>
        <Typography>{t('publica.permissao')}</Typography>
        <Typography>{t('publica.gravacao')}</Typography>
        {chamada.erroMidia ? (
          <Alert severity="error" role="alert">
            {chamada.erroMidia}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          loading={estado === 'abrindo-midia'}
          onClick={() => void chamada.entrar({ endereco: async () => sinalizacao, iceServers })}
        >
          {t('publica.entrar')}
        </Button>
      </Stack>
    );
  } else {
    conteudo = (
      <VideoChamada
        local={chamada.local}
        remoto={chamada.remoto}
        estadoTexto={textoEstado(estado, t('publica.quemFalta'), chamada.codigo)}
        microfone={chamada.microfone}
        camera={chamada.camera}
        onMicrofone={chamada.alternarMicrofone}
        onCamera={chamada.alternarCamera}
        acoes={
          <Button variant="outlined" color="error" onClick={chamada.sair}>
            {t('publica.sair')}
          </Button>
        }
      />
    );
  }

  return (
    <ThemeProvider theme={seniorTheme}>
      <CssBaseline />
      <MpaLayout title={t('publica.titulo')}>{conteudo}</MpaLayout>
    </ThemeProvider>
  );
}
