import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import { api } from '../../providers/httpClient';
import { RASCUNHOS_TEXTS as T } from './texts';

interface Props {
  proposta: { id: number; nome: string; numeroContrato: number };
  onClose: () => void;
  onDone: () => void;
}

/** Confirms discarding an unsent proposal (kept in the history, gone from the drafts). */
export function DescartarRascunhoDialog({ proposta, onClose, onDone }: Props) {
  const notify = useNotify();
  const errorNotice = useErrorNotice();
  const mutation = useMutation({
    mutationFn: async () => {
      const { versao } = await api.get<{ versao: number }>(`/api/adesao/${proposta.id}`);
      return api.post(`/api/adesao/${proposta.id}/descartarRascunho`, { versao });
    },
    onSuccess: () => {
      notify(T.descartado, { type: 'success' });
      onDone();
    },
    onError: errorNotice,
  });
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose}>
      <DialogTitle>{T.confirmarDescarteTitulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {T.confirmarDescarte(proposta.nome, proposta.numeroContrato)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {T.cancelar}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => mutation.mutate()}
          loading={mutation.isPending}
        >
          {T.descartar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
