import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { NurseScreenActions } from '../../domain';
import type { PropostaEnfermagem } from './api';
import type { NurseDialog } from './AtendimentoCard';
import { AvaliacaoDialog } from './AvaliacaoDialog';
import { DecisaoDialog } from './DecisaoDialog';
import { PendenciaEnfermagemDialog } from './PendenciaEnfermagemDialog';
import { VideosDialog } from './VideosDialog';
import { TEXTOS } from './texts';

interface NurseDialogsProps {
  proposta: PropostaEnfermagem;
  acoes: NurseScreenActions;
  dialog: NurseDialog | null;
  onChange: (dialog: NurseDialog | null) => void;
  /** After a registration: the proposal is read again. */
  onChanged: () => void;
}

/** The modals of the nurse's screen, one open at a time. */
export function NurseDialogs({ proposta, acoes, dialog, onChange, onChanged }: NurseDialogsProps) {
  const close = () => onChange(null);
  return (
    <>
      <Dialog open={dialog === 'atendimento'} onClose={close}>
        <DialogTitle>{TEXTOS.iniciarAtendimento}</DialogTitle>
        <DialogContent>
          <Typography>{TEXTOS.emConstrucaoSala}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{TEXTOS.fechar}</Button>
        </DialogActions>
      </Dialog>
      {dialog === 'videos' ? <VideosDialog propostaId={proposta.id} onClose={close} /> : null}
      {dialog === 'avaliacao' ? (
        <AvaliacaoDialog proposta={proposta} onClose={close} onChanged={onChanged} />
      ) : null}
      {dialog === 'pendencia' ? (
        <PendenciaEnfermagemDialog propostaId={proposta.id} onClose={close} onChanged={onChanged} />
      ) : null}
      {dialog === 'decisao' ? (
        <DecisaoDialog propostaId={proposta.id} acoes={acoes} onClose={close} />
      ) : null}
    </>
  );
}
