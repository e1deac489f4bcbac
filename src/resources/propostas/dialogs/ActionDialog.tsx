import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { OBSERVATION_MAX } from '../../../domain';

interface ActionDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Ask for a reason of at least `min` characters (cancel, block, inactivate). */
  reason?: { min: number };
  destructive?: boolean;
  onClose(): void;
  /** Resolves when done (the dialog closes); rejects to keep it open for another try. */
  onConfirm(motivo: string): Promise<unknown>;
}

/** The confirmation every proposal action goes through, with its reason where the action needs one. */
export function ActionDialog({
  open,
  title,
  message,
  reason,
  destructive,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [running, setRunning] = useState(false);
  const reasonOk = !reason || motivo.trim().length >= reason.min;

  const close = () => {
    if (running) return;
    setMotivo('');
    onClose();
  };

  const confirm = async () => {
    if (!reasonOk || running) return;
    setRunning(true);
    try {
      await onConfirm(motivo);
      setMotivo('');
      onClose();
    } catch {
      // The caller showed the error notice; the dialog stays open with what was typed.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {reason ? (
          <TextField
            label={translate('propostas.acoes.motivo')}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value.slice(0, OBSERVATION_MAX))}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 2 }}
            helperText={reasonOk ? ' ' : translate('propostas.acoes.motivo_obrigatorio')}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate('propostas.acoes.voltar')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={!reasonOk || running}
        >
          {translate('propostas.acoes.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
