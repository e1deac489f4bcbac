import type { useQueryClient } from '@tanstack/react-query';
import type { ActionAnswer } from '../../providers/propostasDataProvider';
import type { PropostaEnfermagem } from '../../providers/avaliacaoSaudeDataProvider';
import { applyActionAnswer, merged } from '../propostas/applyActionAnswer';
import { propostaEnfermagemKey } from './queryKeys';

/**
 * What the nurse registered (the declaration, the PecFast) and the proposal's new state into
 * the nurse's screen (its own query), and the state into react-admin's cached records: the
 * dialog shows the answers instead of the form, and the status and buttons move, without
 * reading the proposal again (decisions/0157, 0158).
 */
export function mostrarRegistroDaEnfermagem(
  queryClient: ReturnType<typeof useQueryClient>,
  propostaId: number,
  proposta: ActionAnswer,
  registro: Partial<PropostaEnfermagem>,
) {
  queryClient.setQueryData<PropostaEnfermagem>(propostaEnfermagemKey(propostaId), (atual) =>
    atual ? { ...merged(atual, proposta), ...registro } : atual,
  );
  applyActionAnswer(queryClient, proposta);
}
