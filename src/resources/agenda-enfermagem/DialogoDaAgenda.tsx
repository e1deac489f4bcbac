import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { localized, textsOf } from '../../providers/i18nProvider';

/**
 * What the agenda's two dialogs ('Incluir período semanal', 'Incluir exceção') share: checking
 * the form before sending, the sending flag, and the server's refusal split into messages under
 * the fields it names and one general message above the buttons; and the frame around them.
 */

/**
 * The server's refusal: messages by field where it names one, else one message for the dialog,
 * each in the chosen language when it is a catalogue text the browser recognises
 * (agendaEnfermagem.mensagens, servidor.*; a text filled with values stays as written).
 */
export function errosDoServidor(error: unknown): {
  campos: Record<string, string>;
  geral?: string;
} {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body;
  if (body?.errors && Object.keys(body.errors).length) {
    return {
      campos: Object.fromEntries(
        Object.entries(body.errors).map(([campo, mensagem]) => [campo, localized(mensagem)]),
      ),
    };
  }
  const message = error instanceof Error && error.message ? error.message : undefined;
  return { campos: {}, geral: localized(message) };
}

/**
 * `salvar` runs `validar` (field → message); with no message it awaits `enviar`, whose rejection
 * is shown as the server's field and general errors. `enviar` resolving is the caller's success
 * (the dialog closes).
 */
export function useEnvioComErros(
  validar: () => Record<string, string>,
  enviar: () => Promise<unknown>,
) {
  const [erros, setErros] = useState<Record<string, string>>({});
  const [geral, setGeral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const salvar = async () => {
    const found = validar();
    setErros(found);
    setGeral(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await enviar();
    } catch (error) {
      const { campos, geral: message } = errosDoServidor(error);
      setErros(campos);
      setGeral(message);
    } finally {
      setSaving(false);
    }
  };
  return { erros, geral, saving, salvar };
}

/** The dialog's frame: title, the fields, the general error, 'Cancelar' and 'Incluir'. */
export function DialogoDaAgenda({
  titulo,
  envio,
  onClose,
  children,
}: {
  titulo: string;
  envio: { geral?: string; saving: boolean; salvar(): Promise<void> };
  onClose(): void;
  children: ReactNode;
}) {
  const t = textsOf('agendaEnfermagem');
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-titulo`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {envio.geral ? <Alert severity="error">{envio.geral}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={envio.saving}>
          {t('cancelar')}
        </Button>
        <Button variant="contained" onClick={() => void envio.salvar()} disabled={envio.saving}>
          {t('incluir')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
