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
import { isMobilePhone, isPhone, MESSAGES, onlyDigits } from '../../domain';
import { PhoneMaskInput } from './PhoneMaskInput';

interface AddContactDialogProps {
  open: boolean;
  onClose(): void;
  /** Receives the digits of a valid phone. */
  onAdd(telefone: string): void;
  /** SMS and WhatsApp reach mobiles only. */
  mobileOnly?: boolean;
}

/** 'Adicionar contato' (section 2.9): a masked phone, Voltar and Adicionar. */
export function AddContactDialog({ open, onClose, onAdd, mobileOnly }: AddContactDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [telefone, setTelefone] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = mobileOnly ? isMobilePhone(telefone) : isPhone(telefone);
  const error = touched && !valid;

  const close = () => {
    setTelefone('');
    setTouched(false);
    onClose();
  };

  const add = () => {
    setTouched(true);
    if (!valid) return;
    onAdd(onlyDigits(telefone));
    close();
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
        <Button onClick={close}>{translate('propostas.contato.voltar')}</Button>
        <Button onClick={add} variant="contained">
          {translate('propostas.contato.confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
