import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { textsOf } from '../../providers/i18nProvider';

/** A <video> showing a MediaStream (srcObject cannot be set from JSX). */
function Video({
  stream,
  mudo,
  espelhado,
  rotulo,
  videoRef,
}: {
  stream: MediaStream | null;
  mudo?: boolean;
  espelhado?: boolean;
  rotulo: string;
  videoRef?: RefObject<HTMLVideoElement | null>;
}) {
  const proprio = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? proprio;
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [ref, stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={mudo}
      aria-label={rotulo}
      sx={{
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        bgcolor: '#000',
        display: 'block',
        transform: espelhado ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}

export interface VideoChamadaProps {
  local: MediaStream | null;
  remoto: MediaStream | null;
  estadoTexto: string;
  microfone: boolean;
  camera: boolean;
  onMicrofone: () => void;
  onCamera: () => void;
  gravando?: boolean;
  /** The page's own buttons (Encerrar atendimento, Sair). */
  acoes?: ReactNode;
  remotoRef?: RefObject<HTMLVideoElement | null>;
  localRef?: RefObject<HTMLVideoElement | null>;
}

/**
 * The call as both sides see it: the other side large, oneself small in a corner (mirrored,
 * muted: no echo), the connection state read out to screen readers, and the controls.
 */
export function VideoChamada(props: VideoChamadaProps) {
  const t = textsOf('video');
  const { microfone, camera } = props;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: '#000',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Video stream={props.remoto} rotulo={t('videoRemoto')} videoRef={props.remotoRef} />
        <Box
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            width: '24%',
            aspectRatio: '4 / 3',
            border: '2px solid #fff',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Video
            stream={props.local}
            mudo
            espelhado
            rotulo={t('videoLocal')}
            videoRef={props.localRef}
          />
        </Box>
        {props.gravando ? (
          <Chip
            label={t('gravando')}
            color="error"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12 }}
          />
        ) : null}
      </Box>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }}>
        {props.estadoTexto}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Tooltip title={microfone ? t('microfoneLigado') : t('microfoneDesligado')}>
          <IconButton
            onClick={props.onMicrofone}
            aria-pressed={!microfone}
            aria-label={microfone ? t('microfoneLigado') : t('microfoneDesligado')}
            color={microfone ? 'default' : 'error'}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {microfone ? <MicIcon /> : <MicOffIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={camera ? t('cameraLigada') : t('cameraDesligada')}>
          <IconButton
            onClick={props.onCamera}
            aria-pressed={!camera}
            aria-label={camera ? t('cameraLigada') : t('cameraDesligada')}
            color={camera ? 'default' : 'error'}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {camera ? <VideocamIcon /> : <VideocamOffIcon />}
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        {props.acoes}
      </Stack>
    </Stack>
  );
}
