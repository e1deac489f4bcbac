import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { RascunhosDataProvider } from '../../providers/rascunhosDataProvider';
import { textsOf } from '../../providers/i18nProvider';

export type LiberacaoAcao = 'liberar' | 'recusar';

interface Props {
  acao: LiberacaoAcao;
  proposta: { id: number; nome: string; numeroContrato: number };
  onClose: () => void;
  onDone: () => void;
}

const MOTIVO_MIN = 3;
const MOTIVO_MAX = 500;

/**
 * Confirms the under-49 release or its refusal (with the reason, which goes to the history).
 * The current version is read first: both calls refuse a proposal changed in between (409).
 */
export function LiberacaoIdadeDialog({ acao, proposta, onClose, onDone }: Props) {
  const t = textsOf('rascunhos');
  const notify = useNotify();
  const errorNotice = useErrorNotice();
  const dataProvider = useDataProvider<RascunhosDataProvider>();
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const motivoValido = motivo.trim().length >= MOTIVO_MIN && motivo.trim().length <= MOTIVO_MAX;
  const mutation = useMutation({
    mutationFn: () =>
      acao === 'liberar'
        ? dataProvider.liberarIdade(proposta.id)
        : dataProvider.recusarLiberacaoIdade(proposta.id, motivo.trim()),
    onSuccess: () => {
      notify(acao === 'liberar' ? t('liberada') : t('recusada'), { type: 'success' });
      onDone();
    },
    onError: errorNotice,
  });
  const recusa = acao === 'recusar';
  const confirmar = () => {
    setTocado(true);
    if (recusa && !motivoValido) return;
    mutation.mutate();
  };

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {recusa ? t('confirmarRecusaTitulo') : t('confirmarLiberacaoTitulo')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {recusa
            ? t('confirmarRecusa', { nome: proposta.nome, contrato: proposta.numeroContrato })
            : t('confirmarLiberacao', { nome: proposta.nome, contrato: proposta.numeroContrato })}
        </DialogContentText>
        {recusa && (
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={t('motivo')}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            onBlur={() => setTocado(true)}
            error={tocado && !motivoValido}
            helperText={tocado && !motivoValido ? t('motivoObrigatorio') : ' '}
            slotProps={{ htmlInput: { maxLength: MOTIVO_MAX } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('cancelar')}
        </Button>
        <Button
          variant="contained"
          color={recusa ? 'error' : 'primary'}
          onClick={confirmar}
          loading={mutation.isPending}
        >
          {recusa ? t('recusar') : t('liberar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
