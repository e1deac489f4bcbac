import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { object, string } from 'yup';
import { OBSERVATION_MAX } from '../../../domain';
import { mountedWhileOpen, type MountableDialogProps } from '../../../components/mountedWhileOpen';
import { useDialogForm } from './useDialogForm';

interface ActionDialogProps extends MountableDialogProps {
  title: string;
  message: ReactNode;
  /** Ask for a reason of at least `min` characters (cancel, block, inactivate). */
  reason?: { min: number };
  destructive?: boolean;
  /**
   * Why the action cannot run now, said in place of the confirmation (no 'Confirmar'), with
   * what to do instead (`acao`, a button beside 'Voltar').
   */
  recusa?: { texto: string; acao?: ReactNode };
  onClose(): void;
  /** Resolves when done (the dialog closes); rejects to keep it open for another try. */
  onConfirm(motivo: string): Promise<unknown>;
}

/** The confirmation every proposal action goes through, with its reason where the action needs one. */
export const ActionDialog = mountedWhileOpen(ActionDialogAberto);

function ActionDialogAberto({
  open,
  onExited,
  title,
  message,
  reason,
  destructive,
  recusa,
  onClose,
  onConfirm,
}: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const required = translate('propostas.acoes.motivo_obrigatorio');
  const schema = useMemo(
    () =>
      object({
        motivo: reason
          ? string().trim().required(required).min(reason.min, required)
          : string().default(''),
      }),
    [reason, required],
  );
  const { form, running, close, submit, canSubmit } = useDialogForm({
    schema: schema as never,
    defaultValues: { motivo: '' },
    onClose,
    onConfirm: ({ motivo }: { motivo: string }) => onConfirm(motivo),
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {recusa ? (
          <Alert severity="warning">{recusa.texto}</Alert>
        ) : (
          <DialogContentText>{message}</DialogContentText>
        )}
        {reason && !recusa ? (
          <Controller
            name="motivo"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => field.onChange(event.target.value.slice(0, OBSERVATION_MAX))}
                label={translate('propostas.acoes.motivo')}
                required
                multiline
                minRows={3}
                fullWidth
                autoFocus
                sx={{ mt: 2 }}
                helperText={fieldState.invalid || !field.value ? required : ' '}
              />
            )}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate('propostas.acoes.voltar')}
        </Button>
        {recusa ? (
          recusa.acao
        ) : (
          <Button
            onClick={() => void submit()}
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={!canSubmit}
          >
            {translate('propostas.acoes.confirmar')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
