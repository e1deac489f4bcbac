import type { AcoesTelaEnfermagem } from '../../domain';
import type { PropostaEnfermagem } from '../../providers/avaliacaoSaudeDataProvider';
import type { NurseDialog } from './AtendimentoCard';
import { AtendimentoDialog } from './AtendimentoDialog';
import { AvaliacaoDialog } from './AvaliacaoDialog';
import { DecisaoDialog } from './DecisaoDialog';
import { PendenciaEnfermagemDialog } from './PendenciaEnfermagemDialog';
import { VideosDialog } from './VideosDialog';

interface NurseDialogsProps {
  proposta: PropostaEnfermagem;
  acoes: AcoesTelaEnfermagem;
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
      {dialog === 'atendimento' ? <AtendimentoDialog proposta={proposta} onClose={close} /> : null}
      {dialog === 'videos' ? <VideosDialog propostaId={proposta.id} onClose={close} /> : null}
      {dialog === 'avaliacao' ? <AvaliacaoDialog proposta={proposta} onClose={close} /> : null}
      {dialog === 'pendencia' ? (
        <PendenciaEnfermagemDialog propostaId={proposta.id} onClose={close} onChanged={onChanged} />
      ) : null}
      {dialog === 'decisao' ? (
        <DecisaoDialog propostaId={proposta.id} acoes={acoes} onClose={close} />
      ) : null}
    </>
  );
}
