import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { useErrorNotice } from '../../../components/useErrorNotice';

/**
 * One timeline of a proposal (history, observations, nursing notes, sends): all of it at once,
 * newest first whatever order the server answers in (ids grow with time), with a failure shown
 * as an error notice and `failed`, for the timeline to offer 'Tentar novamente' rather than
 * look empty.
 */
export function useProposalList<T extends RaRecord>(
  resource: string,
  propostaAdesaoId: number,
  options: { enabled?: boolean } = {},
) {
  const onError = useErrorNotice();
  const { data, isPending, error, refetch } = useGetList<T>(
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
  const enabled = options.enabled ?? true;
  const retry = () => void refetch();
  return {
    items,
    isPending: isPending && enabled && !error,
    failed: Boolean(error),
    retry,
    refetch,
  };
}
