import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { canResolvePendency, OBSERVATION_MAX } from '../../../domain';

interface ResolverPendenciaDialogProps {
  open: boolean;
  onClose(): void;
  /** Resolves when the server registered the resolution; the dialog then closes. */
  onConfirm(resolucao: string): Promise<unknown>;
}

/** Resolving a pendency needs a reason of 8 characters or more; Continuar stays disabled until then. */
export function ResolverPendenciaDialog({
  open,
  onClose,
  onConfirm,
}: ResolverPendenciaDialogProps) {
  const translate = useTranslate();
  const [resolucao, setResolucao] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const close = () => {
    if (saving) return;
    setResolucao('');
    onClose();
  };

  const confirm = async () => {
    if (!canResolvePendency(resolucao) || saving) return;
    setSaving(true);
    try {
      await onConfirm(resolucao.trim());
      setResolucao('');
      onClose();
    } catch {
      // The error notice was shown by the caller; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('propostas.resolver.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('propostas.resolver.texto')}
        </DialogContentText>
        <TextField
          label={translate('propostas.resolver.motivo')}
          value={resolucao}
          onChange={(event) => setResolucao(event.target.value.slice(0, OBSERVATION_MAX))}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('propostas.resolver.voltar')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          disabled={!canResolvePendency(resolucao) || saving}
        >
          {translate('propostas.resolver.continuar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
