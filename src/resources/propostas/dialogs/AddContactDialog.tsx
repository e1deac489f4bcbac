import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isMobilePhone, isPhone, MESSAGES, onlyDigits } from '../../../domain';
import { PhoneMaskInput } from '../../../components/PhoneMaskInput';

interface AddContactDialogProps {
  open: boolean;
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
export function AddContactDialog({ open, onClose, onAdd, mobileOnly }: AddContactDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [telefone, setTelefone] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const valid = mobileOnly ? isMobilePhone(telefone) : isPhone(telefone);
  const error = touched && !valid;

  const close = () => {
    if (saving) return;
    setTelefone('');
    setTouched(false);
    onClose();
  };

  const add = async () => {
    setTouched(true);
    if (!valid || saving) return;
    setSaving(true);
    try {
      await onAdd(onlyDigits(telefone));
      setTelefone('');
      setTouched(false);
      onClose();
    } catch {
      // The caller's notice says why; what was typed stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('propostas.contato.titulo')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('propostas.contato.telefone')}
          value={telefone}
          onChange={(event) => setTelefone(event.target.value)}
          onBlur={() => setTouched(true)}
          error={error}
          helperText={
            error ? (mobileOnly ? MESSAGES.telefoneCelularInvalid : MESSAGES.phoneInvalid) : ' '
          }
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{
            input: { inputComponent: PhoneMaskInput as never },
            htmlInput: { inputMode: 'tel' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('propostas.contato.voltar')}
        </Button>
        <Button onClick={() => void add()} variant="contained" disabled={saving}>
          {translate('propostas.contato.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
