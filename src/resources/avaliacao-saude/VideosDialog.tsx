import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { formatDataHora } from '../../components/formatters';
import { getVideoStatusInfo } from '../../domain';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf, translate } from '../../providers/i18nProvider';

/**
 * A recording is read with the user's token (a plain link would carry none) and played from a
 * blob: URL, released when the dialog closes. Every playback is in the access log.
 */
function Reproduzir({ url }: { url: string }) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const onError = useErrorNotice();
  const [fonte, setFonte] = useState<string | null>(null);
  const carregar = useMutation({
    mutationFn: () => dataProvider.baixarVideo(url),
    onSuccess: (blob) => setFonte(URL.createObjectURL(blob)),
    onError,
  });
  useEffect(() => () => void (fonte && URL.revokeObjectURL(fonte)), [fonte]);
  if (fonte) {
    return (
      <video
        src={fonte}
        controls
        autoPlay
        style={{ width: '100%', maxHeight: 360, background: '#000' }}
      >
        <track kind="captions" />
      </video>
    );
  }
  return (
    <Button size="small" onClick={() => carregar.mutate()} loading={carregar.isPending}>
      {t('assistirVideo')}
    </Button>
  );
}

/**
 * 'Auditar vídeos' (health manager): the room's recordings with their status ('Sala ainda
 * aberta' while the call goes on, 'Disponível' once uploaded), each playable here.
 */
export function VideosDialog({ propostaId, onClose }: { propostaId: number; onClose: () => void }) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['videos-auditoria', propostaId],
    queryFn: ({ signal }) => dataProvider.listarVideosAuditoria(propostaId, signal),
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('videosTitulo')}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : !data?.length ? (
          <Typography>{t('semVideos')}</Typography>
        ) : (
          <List>
            {data.map((video) => {
              const info = getVideoStatusInfo(video.status);
              return (
                <ListItem key={video.id} disableGutters sx={{ flexWrap: 'wrap' }}>
                  <ListItemText primary={formatDataHora(video.dataCriacao)} />
                  <Chip
                    size="small"
                    color={info.color}
                    label={translate(`avaliacaoSaude.statusVideo.${info.key}`, { _: info.label })}
                  />
                  {video.url ? (
                    <Box sx={{ width: '100%', mt: 1 }}>
                      <Reproduzir url={video.url} />
                    </Box>
                  ) : null}
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
