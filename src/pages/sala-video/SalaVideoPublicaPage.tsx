import { Alert, Button, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { textoEstado } from '../../components/video/texts';
import { useChamada } from '../../components/video/useChamada';
import { VideoChamada } from '../../components/video/VideoChamada';
import { PublicCallError, publicCall } from '../../providers/publicClient';
import { FeedbackAposAvaliacao } from '../../resources/campanhas/FeedbackAposAvaliacao';
import { Carregando, FalhaCarga } from '../mpa/Carregando';
import { MpaLayout } from '../mpa/MpaLayout';
import { seniorTheme } from '../mpa/theme';

const TEXTOS = {
  titulo: 'Atendimento de enfermagem por vídeo',
  explicacao:
    'A equipe de enfermagem vai conversar com você por vídeo para a avaliação de saúde do seu plano. Fique em um lugar calmo e bem iluminado.',
  permissao:
    'Ao tocar no botão abaixo, o navegador vai pedir para usar a câmera e o microfone deste aparelho. Toque em “Permitir”: sem eles, a enfermagem não consegue ver nem ouvir você.',
  gravacao: 'A conversa é gravada e guardada com segurança para a auditoria da avaliação de saúde.',
  entrar: 'Permitir câmera e microfone e entrar',
  quemFalta: 'a enfermagem',
  sair: 'Sair',
  encerrado: 'O atendimento foi encerrado. Obrigado! Você já pode fechar esta página.',
  saiu: 'Você saiu da sala. Para voltar, abra novamente o link que recebeu.',
  linkInvalido:
    'Este link de atendimento não é válido. Confira a mensagem que você recebeu ou fale com o seu corretor.',
  falha: 'Não foi possível abrir a sala. Tente novamente em instantes.',
};

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
      (erro: unknown) => vivo && setError(erro ?? new Error(TEXTOS.falha)),
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
          {erro.status === 404 || erro.status === 400 ? TEXTOS.linkInvalido : erro.message}
        </Alert>
      ) : (
        <FalhaCarga mensagem={TEXTOS.falha} onRetry={sala.refetch} />
      );
  } else if (estado === 'encerrada') {
    // The call was the assessment: now its satisfaction question (when her session is live).
    conteudo = (
      <>
        <Alert severity="success">{TEXTOS.encerrado}</Alert>
        <FeedbackAposAvaliacao />
      </>
    );
  } else if (saiu) {
    conteudo = <Alert severity="info">{TEXTOS.saiu}</Alert>;
  } else if (estado === 'inicio' || estado === 'abrindo-midia') {
    const { sinalizacao, iceServers } = sala.data;
    conteudo = (
      <Stack spacing={2}>
        <Typography>{TEXTOS.explicacao}</Typography>
        <Typography>{TEXTOS.permissao}</Typography>
        <Typography>{TEXTOS.gravacao}</Typography>
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
          {TEXTOS.entrar}
        </Button>
      </Stack>
    );
  } else {
    conteudo = (
      <VideoChamada
        local={chamada.local}
        remoto={chamada.remoto}
        estadoTexto={textoEstado(estado, TEXTOS.quemFalta, chamada.codigo)}
        microfone={chamada.microfone}
        camera={chamada.camera}
        onMicrofone={chamada.alternarMicrofone}
        onCamera={chamada.alternarCamera}
        acoes={
          <Button variant="outlined" color="error" onClick={chamada.sair}>
            {TEXTOS.sair}
          </Button>
        }
      />
    );
  }

  return (
    <ThemeProvider theme={seniorTheme}>
      <CssBaseline />
      <MpaLayout title={TEXTOS.titulo}>{conteudo}</MpaLayout>
    </ThemeProvider>
  );
}
