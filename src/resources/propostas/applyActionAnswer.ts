import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import { PROPOSTAS, type ActionAnswer } from '../../providers/propostasDataProvider';

/**
 * Is this a command's answer about a proposal? The screen's commands answer other things too
 * (a send's log, a link, nothing): only a proposal's new state is written into the cache.
 */
export function isActionAnswer(data: unknown): data is ActionAnswer {
  const answer = data as Partial<ActionAnswer> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.id === 'number' &&
    typeof answer.versao === 'number' &&
    typeof answer.possuiPendencia === 'boolean' &&
    'situacaoPropostaAdesaoId' in answer
  );
}

/**
 * The record with the answer's fields, unless the cache already holds a later version. Exported
 * for the screens that cache a proposal under their own key (the nurse's screen).
 */
export function merged<T extends object>(record: T, answer: ActionAnswer): T {
  const versao = (record as { versao?: unknown }).versao;
  if (typeof versao === 'number' && versao > answer.versao) return record;
  const { id: _id, ...state } = answer;
  return { ...record, ...state };
}

const sameProposal = (record: RaRecord | undefined, id: number) =>
  record !== undefined && String(record.id) === String(id);

/**
 * Writes a command's answer (the proposal's new status, pendency flag, version...) into every
 * cached record of that proposal: the screen's useGetOne and the rows of the cached list pages.
 * The status chip, the 'Possui pendência' chip and the lifecycle's buttons read those records,
 * so they change with the answer instead of after a GET api/adesao/{id} round trip; the next
 * command sends the new version. The caller still refreshes behind it for what the answer does
 * not carry (history, approvals, the lists a new status moves the proposal to). Anything that
 * is not a proposal's state is left alone. (decisions/0134)
 */
export function applyActionAnswer(queryClient: QueryClient, data: unknown): void {
  if (!isActionAnswer(data)) return;
  const answer = data;
  queryClient.setQueriesData<RaRecord>(
    {
      queryKey: [PROPOSTAS, 'getOne'],
      predicate: ({ queryKey }) => (queryKey[2] as { id?: unknown })?.id === String(answer.id),
    },
    (record) => (sameProposal(record, answer.id) ? merged(record!, answer) : record),
  );
  queryClient.setQueriesData<GetListResult>({ queryKey: [PROPOSTAS, 'getList'] }, (page) => {
    if (!page?.data?.some((row) => sameProposal(row, answer.id))) return page;
    return {
      ...page,
      data: page.data.map((row) => (sameProposal(row, answer.id) ? merged(row, answer) : row)),
    };
  });
}
