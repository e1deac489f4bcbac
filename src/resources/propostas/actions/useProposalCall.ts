import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import { applyActionAnswer } from '../applyActionAnswer';

/**
 * Runs one call of the proposal screen: the server's message becomes the success notice (the
 * API words each outcome, e.g. 'Proposta cancelada com sucesso!'), a failure becomes an error
 * notice and is rethrown so the dialog stays open, and every query of the screen is refreshed
 * either way (a 409 means the screen is stale). An answer carrying the proposal's new state is
 * drawn at once (applyActionAnswer): the chip and the buttons do not wait for that refresh.
 */
export function useProposalCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useErrorNotice();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      url: string,
      options: { method: 'POST' | 'PUT'; body?: unknown },
      fallbackMessage: string,
    ) => {
      try {
        const answer = await dataProvider.enviarComando({ url, ...options });
        applyActionAnswer(queryClient, answer.data);
        notify(answer.messages[0] ?? fallbackMessage, { type: 'success' });
        return answer.data;
      } catch (error) {
        onError(error);
        throw error;
      } finally {
        refresh();
      }
    },
    [notify, refresh, onError, dataProvider, queryClient],
  );
}
