import {
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
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { formatDataHora } from '../../components/formatters';
import { getVideoStatusInfo } from '../../domain';
import { api } from '../../providers/httpClient';
import { TEXTOS } from './texts';

interface Video {
  id: string;
  status: string;
  url: string | null;
  dataCriacao: string;
}

/** 'Auditar vídeos' (health manager): the recorded videos with their composition status. */
export function VideosDialog({ propostaId, onClose }: { propostaId: number; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['videos-auditoria', propostaId],
    queryFn: ({ signal }) =>
      api.get<Video[]>(`/api/AvaliacaoSaude/propostaAdesao/${propostaId}/videos-auditoria`, {
        signal,
      }),
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{TEXTOS.videosTitulo}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <LoadError onRetry={() => void refetch()} />
        ) : !data?.length ? (
          <Typography>{TEXTOS.semVideos}</Typography>
        ) : (
          <List>
            {data.map((video) => {
              const info = getVideoStatusInfo(video.status);
              return (
                <ListItem key={video.id} disableGutters>
                  <ListItemText
                    primary={formatDataHora(video.dataCriacao)}
                    secondary={
                      video.url ? (
                        <a href={video.url} target="_blank" rel="noreferrer">
                          {video.url}
                        </a>
                      ) : null
                    }
                  />
                  <Chip size="small" color={info.color} label={info.label} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTOS.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
