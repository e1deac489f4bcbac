import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { useErrorNotice } from '../../../components/useErrorNotice';

/**
 * One timeline of a proposal (history, observations, nursing notes, sends): all of it at once,
 * newest first whatever order the server answers in (ids grow with time), with a failure shown
 * as an error notice. A failed load leaves the list empty (section 8).
 */
export function useProposalList<T extends RaRecord>(
  resource: string,
  propostaAdesaoId: number,
  options: { enabled?: boolean } = {},
) {
  const onError = useErrorNotice();
  const { data, isPending, refetch } = useGetList<T>(
    resource,
    {
      filter: { propostaAdesaoId },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: options.enabled ?? true, onError, retry: false },
  );
  const items = useMemo(
    () => [...(data ?? [])].sort((a, b) => Number(b.id) - Number(a.id)),
    [data],
  );
  return { items, isPending: isPending && (options.enabled ?? true), refetch };
}
