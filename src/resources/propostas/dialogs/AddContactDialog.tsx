import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { object } from 'yup';
import { MESSAGES, mobileField, onlyDigits, phoneField } from '../../../domain';
import { PhoneMaskInput } from '../../../components/PhoneMaskInput';
import { mountedWhileOpen, type MountableDialogProps } from '../../../components/mountedWhileOpen';
import { useDialogForm } from './useDialogForm';
import { localized } from '../../../providers/i18nProvider';

// The domain's phone rules and messages; SMS and WhatsApp reach mobiles only.
const ANY_PHONE = object({ telefone: phoneField().required(MESSAGES.phoneInvalid) });
const MOBILE = object({ telefone: mobileField().required(MESSAGES.telefoneCelularInvalid) });

interface AddContactDialogProps extends MountableDialogProps {
  onClose(): void;
  /**
   * Receives the digits of a valid phone and stores it; the dialog closes when it resolves and
   * stays open, keeping what was typed, when it rejects (the caller shows the notice).
   */
  onAdd(telefone: string): Promise<void>;
  /** SMS and WhatsApp reach mobiles only. */
  mobileOnly?: boolean;
}

/** 'Adicionar contato' (section 2.9): a masked phone, Voltar and Adicionar. */
export const AddContactDialog = mountedWhileOpen(AddContactDialogAberto);

function AddContactDialogAberto({
  open,
  onExited,
  onClose,
  onAdd,
  mobileOnly,
}: AddContactDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const schema = mobileOnly ? MOBILE : ANY_PHONE;
  const { form, running, close, submit } = useDialogForm({
    schema: schema as never,
    defaultValues: { telefone: '' },
    onClose,
    onConfirm: ({ telefone }: { telefone: string }) => onAdd(onlyDigits(telefone)),
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{translate('propostas.contato.titulo')}</DialogTitle>
      <DialogContent>
        <Controller
          name="telefone"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={translate('propostas.contato.telefone')}
              error={fieldState.invalid && (fieldState.isTouched || form.formState.isSubmitted)}
              helperText={
                fieldState.invalid && (fieldState.isTouched || form.formState.isSubmitted)
                  ? localized(fieldState.error?.message)
                  : ' '
              }
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{
                input: { inputComponent: PhoneMaskInput as never },
                htmlInput: { inputMode: 'tel' },
              }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate('propostas.contato.voltar')}
        </Button>
        <Button onClick={() => void submit()} variant="contained" disabled={running}>
          {translate('propostas.contato.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
