import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { OBSERVATION_MAX, observationCounterText } from '../../../domain';
import type { PropostaDetalhe } from '../types';
import { DestinationPicker, initialDestination, type Destination } from './DestinationPicker';
import { useProposalCall } from './useProposalCall';

interface SendDialogProps {
  open: boolean;
  onClose(): void;
  proposta: PropostaDetalhe;
  /** A link to resend ('termo', 'fila', ...) with its label, or a free communication. */
  link?: { tipo: string; label: string };
}

/**
 * Resends one of the applicant's links, or sends a communication, through the chosen channel
 * and destination. A phone added here ('Adicionar contato') is stored on the proposal and chosen.
 */
export function SendDialog({ open, onClose, proposta, link }: SendDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const call = useProposalCall();
  const telefones = proposta.contatos.map((c) => c.telefone);
  const [destination, setDestination] = useState<Destination>(() => initialDestination(telefones));
  const [assunto, setAssunto] = useState('');
  const [mensagem, setMensagem] = useState('');
  const [sending, setSending] = useState(false);
  const ready = destination.destino !== '' && (link !== undefined || mensagem.trim() !== '');

  const close = () => {
    if (sending) return;
    setMensagem('');
    setAssunto('');
    onClose();
  };

  const send = async () => {
    if (!ready || sending) return;
    setSending(true);
    try {
      if (link) {
        await call(
          `/api/adesao/${proposta.id}/reenviar/${link.tipo}/${destination.canal}`,
          { method: 'POST', body: { destino: destination.destino } },
          translate('propostas.links.reenviado'),
        );
      } else {
        await call(
          `/api/adesao/enviarComunicado/${proposta.id}`,
          {
            method: 'POST',
            body: {
              canal: destination.canal,
              destino: destination.destino,
              mensagem: mensagem.trim(),
              ...(destination.canal === 'email' && assunto.trim()
                ? { assunto: assunto.trim() }
                : {}),
            },
          },
          translate('propostas.comunicacoes.enviado'),
        );
      }
      setMensagem('');
      setAssunto('');
      onClose();
    } catch {
      // The notice is shown; the dialog keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {link
          ? translate('propostas.links.titulo_reenvio', { link: link.label })
          : translate('propostas.comunicacoes.titulo_envio')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {link ? (
            <DialogContentText>
              {translate('propostas.links.texto_reenvio')}{' '}
              {translate('propostas.links.texto_reenvio_contatos')}
            </DialogContentText>
          ) : null}
          <DestinationPicker
            value={destination}
            onChange={setDestination}
            telefones={telefones}
            email={proposta.email}
            proposta={proposta}
          />
          {!link && destination.canal === 'email' ? (
            <TextField
              label={translate('propostas.comunicacoes.assunto')}
              value={assunto}
              onChange={(event) => setAssunto(event.target.value.slice(0, 150))}
              fullWidth
            />
          ) : null}
          {!link ? (
            <TextField
              label={translate('propostas.comunicacoes.mensagem')}
              value={mensagem}
              onChange={(event) => setMensagem(event.target.value.slice(0, OBSERVATION_MAX))}
              multiline
              minRows={4}
              required
              fullWidth
              helperText={observationCounterText(mensagem)}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {translate('propostas.acoes.voltar')}
        </Button>
        <Button onClick={() => void send()} variant="contained" disabled={!ready || sending}>
          {link
            ? translate('propostas.links.reenviar')
            : translate('propostas.comunicacoes.enviar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
