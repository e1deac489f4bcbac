import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { object } from 'yup';
import { OBSERVATION_MAX, pendencyResolutionField } from '../../../domain';
import { mountedWhileOpen, type MountableDialogProps } from '../../../components/mountedWhileOpen';
import { useDialogForm } from '../dialogs/useDialogForm';

// The domain's rule: a reason of at least 8 characters (PENDENCY_RESOLUTION_MIN).
const SCHEMA = object({ resolucao: pendencyResolutionField() });

interface ResolverPendenciaDialogProps extends MountableDialogProps {
  onClose(): void;
  /** Resolves when the server registered the resolution; the dialog then closes. */
  onConfirm(resolucao: string): Promise<unknown>;
}

/** Resolving a pendency needs a reason of 8 characters or more; Continuar stays disabled until then. */
export const ResolverPendenciaDialog = mountedWhileOpen(ResolverPendenciaDialogAberto);

function ResolverPendenciaDialogAberto({
  open,
  onExited,
  onClose,
  onConfirm,
}: ResolverPendenciaDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { form, running, close, submit, canSubmit } = useDialogForm({
    schema: SCHEMA as never,
    defaultValues: { resolucao: '' },
    onClose,
    onConfirm: ({ resolucao }: { resolucao: string }) => onConfirm(resolucao.trim()),
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{translate('propostas.resolver.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('propostas.resolver.texto')}
        </DialogContentText>
        <Controller
          name="resolucao"
          control={form.control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(event.target.value.slice(0, OBSERVATION_MAX))}
              label={translate('propostas.resolver.motivo')}
              multiline
              minRows={3}
              fullWidth
              autoFocus
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate('propostas.resolver.voltar')}
        </Button>
        <Button onClick={() => void submit()} variant="contained" disabled={!canSubmit}>
          {translate('propostas.resolver.continuar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
