import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Loading } from '../../../components/Loading';
import { Gravador } from '../../../components/video/gravador';
import { textoEstado } from '../../../components/video/textoEstado';
import { useChamada } from '../../../components/video/useChamada';
import { VideoChamada } from '../../../components/video/VideoChamada';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type {
  AvaliacaoSaudeDataProvider,
  IngressoSala,
} from '../../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../../providers/i18nProvider';

type Fase = 'pre' | 'chamada' | 'enviando' | 'encerrado';

/**
 * sala-video/{id}: the nurse's side of the room (urlEnfermeiro of abrirSala). The nurse enters
 * with a click (the browser asks for the camera, and audio may only start after a gesture);
 * the call is recorded here from the moment both sides are connected, and 'Encerrar
 * atendimento' sends the recording before closing the room.
 */
export default function SalaVideoPage() {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const salaId = Number(useParams().id);
  const basename = useBasename();
  const onError = useErrorNotice();
  const chamada = useChamada('enfermeiro');
  const [fase, setFase] = useState<Fase>('pre');
  const [entrada, setEntrada] = useState<IngressoSala | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [pendente, setPendente] = useState<Blob | null>(null);
  const [enviada, setEnviada] = useState(false);
  const [gravando, setGravando] = useState(false);
  const gravador = useRef<Gravador | null>(null);
  const remotoRef = useRef<HTMLVideoElement | null>(null);
  const localRef = useRef<HTMLVideoElement | null>(null);
  const { estado, local, remoto } = chamada;

  // Recording starts when both sides first connect, and follows the applicant if they re-enter.
  useEffect(() => {
    if (
      estado === 'conectado' &&
      !gravador.current &&
      local &&
      remotoRef.current &&
      localRef.current
    ) {
      gravador.current = new Gravador(remotoRef.current, localRef.current, local);
      setGravando(true);
    }
  }, [estado, local]);
  useEffect(() => gravador.current?.trocarRemoto(remoto), [remoto]);
  // Closing the tab mid-call loses the recording (it lives in this page until the upload).
  useEffect(() => {
    if (fase !== 'chamada') return;
    const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [fase]);

  const entrar = async () => {
    setErro(null);
    let primeira: IngressoSala;
    try {
      primeira = await dataProvider.obterIngressoSala(salaId);
    } catch (error) {
      setErro((error as Error).message);
      return;
    }
    setEntrada(primeira);
    setFase('chamada');
    let usada = false;
    // The first ticket came with the room's data; a reconnection asks for a fresh one.
    const endereco = async () => {
      if (!usada) {
        usada = true;
        return primeira.sinalizacao;
      }
      return (await dataProvider.obterIngressoSala(salaId)).sinalizacao;
    };
    await chamada.entrar({ endereco, iceServers: primeira.iceServers });
  };

  const enviar = async (gravacao: Blob) => {
    try {
      await dataProvider.enviarGravacaoSala(salaId, gravacao);
      setPendente(null);
      setEnviada(true);
    } catch (error) {
      setPendente(gravacao);
      onError(error);
    }
  };

  const encerrar = async () => {
    setFase('enviando');
    const gravacao = await gravador.current?.parar();
    gravador.current = null;
    setGravando(false);
    chamada.sair();
    if (gravacao?.size) await enviar(gravacao);
    await dataProvider.encerrarSalaVideo(salaId).catch(onError);
    setFase('encerrado');
  };

  const voltar = entrada ? (
    <Button
      component={Link}
      to={`${basename}/proposta/${entrada.propostaAdesaoId}/avaliacao-saude`}
    >
      {t('voltarProposta')}
    </Button>
  ) : null;

  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title
        title={entrada ? t('salaTitulo', { nome: entrada.nomeBeneficiario }) : t('salaVideo')}
      />
      {fase === 'pre' ? (
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('salaExplicacao')}</Typography>
              {chamada.erroMidia || erro ? (
                <Alert severity="error">{chamada.erroMidia ?? erro}</Alert>
              ) : null}
              <Button variant="contained" onClick={() => void entrar()}>
                {t('entrarNaSala')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : fase === 'encerrado' ? (
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h6" component="p" role="status">
                {t('encerrado')}
              </Typography>
              {enviada ? <Alert severity="success">{t('gravacaoEnviada')}</Alert> : null}
              {pendente ? (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" onClick={() => void enviar(pendente)}>
                      {t('tentarEnviarNovamente')}
                    </Button>
                  }
                >
                  {t('gravacaoFalhou')}
                </Alert>
              ) : null}
              {!enviada && !pendente ? <Alert severity="info">{t('semGravacao')}</Alert> : null}
              {voltar}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent>
            {chamada.erroMidia ? <Alert severity="error">{chamada.erroMidia}</Alert> : null}
            {fase === 'enviando' ? <Loading /> : null}
            <VideoChamada
              local={local}
              remoto={remoto}
              remotoRef={remotoRef}
              localRef={localRef}
              estadoTexto={
                fase === 'enviando'
                  ? t('encerrando')
                  : textoEstado(estado, t('oBeneficiario'), chamada.codigo)
              }
              microfone={chamada.microfone}
              camera={chamada.camera}
              onMicrofone={chamada.alternarMicrofone}
              onCamera={chamada.alternarCamera}
              gravando={gravando}
              acoes={
                <>
                  {voltar}
                  <Button
                    variant="contained"
                    color="error"
                    onClick={() => void encerrar()}
                    disabled={fase !== 'chamada'}
                  >
                    {t('encerrarAtendimento')}
                  </Button>
                </>
              }
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
