import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useEffect, useId, useRef, useState } from 'react';
import {
  formatDataHora,
  SELFIE_FORMATO_INVALIDO,
  SELFIE_TAMANHO_EXCEDIDO,
  SELFIE_TAMANHO_MAXIMO_MB,
} from '../../domain';
import { enviarSelfie, obterSelfie, PublicCallError, type SituacaoSelfie } from './api';
import { Carregando } from './Carregando';
import { reduzirFoto } from './reduzirFoto';
import { sessaoPerdida, useVoltarAoAcesso } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The applicant's selfie, for the nurse to recognise her in the video call. One
 * <input type="file" accept="image/*" capture="user">: a phone opens its front camera, a
 * computer the file picker. The photo is previewed before it goes, with a retake; the server
 * checks its bytes and size again (docs/api-proponente.md).
 */
export function SelfiePasso({ token }: { token: string }) {
  const t = textsOf('mpa');
  const voltarAoAcesso = useVoltarAoAcesso(token);
  const entrada = useRef<HTMLInputElement>(null);
  const tituloId = useId();
  const [situacao, setSituacao] = useState<SituacaoSelfie | null>(null);
  const [foto, setFoto] = useState<{ blob: Blob; nome: string; url: string } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [recemEnviada, setRecemEnviada] = useState(false);

  useEffect(() => {
    let vivo = true;
    obterSelfie(token).then(
      ({ data }) => vivo && setSituacao(data),
      (error: unknown) => {
        if (!vivo) return;
        if (sessaoPerdida(error)) voltarAoAcesso();
        else setSituacao({ enviada: false, dataEnvio: null });
      },
    );
    return () => {
      vivo = false;
    };
  }, [token, voltarAoAcesso]);

  // The preview's object URL is freed when the photo changes or the step goes away.
  useEffect(
    () => () => {
      if (foto) URL.revokeObjectURL(foto.url);
    },
    [foto],
  );

  const escolher = async (arquivo: File | undefined) => {
    setErro(null);
    setRecemEnviada(false);
    if (!arquivo) return;
    if (!arquivo.type.startsWith('image/')) return setErro(SELFIE_FORMATO_INVALIDO);
    const { foto: blob, nome } = await reduzirFoto(arquivo);
    if (blob.size > SELFIE_TAMANHO_MAXIMO_MB * 1024 * 1024) return setErro(SELFIE_TAMANHO_EXCEDIDO);
    setFoto({ blob, nome, url: URL.createObjectURL(blob) });
  };

  const abrirCamera = () => {
    if (entrada.current) entrada.current.value = '';
    entrada.current?.click();
  };

  const enviar = async () => {
    if (!foto) return;
    setEnviando(true);
    setErro(null);
    try {
      const { data } = await enviarSelfie(token, foto.blob, foto.nome);
      setSituacao(data);
      setFoto(null);
      setRecemEnviada(true);
    } catch (error) {
      if (sessaoPerdida(error)) return voltarAoAcesso();
      const message = error instanceof PublicCallError ? error.messages[0] : undefined;
      setErro(message ?? t('selfieFalha'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={tituloId} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h2" id={tituloId} sx={{ mb: 1 }}>
        {t('selfieTitulo')}
      </Typography>
      <input
        ref={entrada}
        type="file"
        accept="image/*"
        capture="user"
        hidden
        data-testid="selfie-arquivo"
        onChange={(event) => void escolher(event.target.files?.[0])}
      />
      {!situacao && <Carregando />}
      {situacao && (
        <Stack spacing={2}>
          {recemEnviada && (
            <Alert severity="success" role="status">
              {t('selfieEnviada')}
            </Alert>
          )}
          {!recemEnviada && situacao.enviada && situacao.dataEnvio && !foto && (
            <Alert severity="info">
              {t('selfieJaEnviada', { quando: formatDataHora(situacao.dataEnvio) })}
            </Alert>
          )}
          {!situacao.enviada && !foto && <Typography>{t('selfieExplicacao')}</Typography>}
          {foto && (
            <Box sx={{ textAlign: 'center' }}>
              <Box
                component="img"
                src={foto.url}
                alt={t('selfiePrevia')}
                sx={{
                  maxWidth: '100%',
                  maxHeight: 360,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography sx={{ mt: 1 }}>{t('selfieConfira')}</Typography>
            </Box>
          )}
          {erro && (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          )}
          {foto ? (
            <Box
              sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column-reverse', sm: 'row' } }}
            >
              <Button variant="outlined" fullWidth onClick={abrirCamera} disabled={enviando}>
                {t('selfieOutra')}
              </Button>
              <Button
                variant="contained"
                fullWidth
                onClick={() => void enviar()}
                disabled={enviando}
              >
                {enviando ? t('selfieEnviando') : t('selfieEnviar')}
              </Button>
            </Box>
          ) : (
            <Button
              variant={situacao.enviada ? 'outlined' : 'contained'}
              fullWidth
              startIcon={<PhotoCameraIcon />}
              onClick={abrirCamera}
            >
              {situacao.enviada ? t('selfieOutra') : t('selfieTirar')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
