import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { afterNextPaint } from './afterPaint';

/**
 * The list's query options that go with <RefetchAfterPaint />: the query does not refetch by
 * itself when the list mounts over cached rows (issue 43).
 */
export const REFETCH_AFTER_PAINT = { refetchOnMount: false } as const;

/**
 * A cached page younger than this is not asked for again behind the drawn rows: it is the
 * answer the list has just had (the start-up's early page, or the query's own fetch when the
 * session check let it run), not one left from an earlier visit (decision record 0133).
 */
export const PAGINA_RECENTE_MS = 2_000;

/**
 * Inside a list whose query has REFETCH_AFTER_PAINT (and whose only `filter` is the user's, as
 * PropostaList's): when the list mounts over rows already in the area's query cache (back from
 * a proposal, the menu to a list seen before), they are asked for again once drawn. TanStack's
 * own refetch on mount starts inside React's commit, and the 'fetching' state it sets made the
 * whole list render a second time in the same task, before the browser could paint the cached
 * rows. A list with nothing cached loads as before.
 *
 * Whether to ask is decided when the paint is over, from the query itself, not at the mount:
 * on a cold load react-admin keeps the list's query disabled (and draws its loading screen)
 * while the session check is under way; when it answers, the rows are drawn from the start-up's
 * early page and the query, enabled now, fetches by itself (TanStack does on 'enabled' turning
 * true, whatever refetchOnMount says), taking the early answer. An unconditional refetch after
 * the paint then found nothing to take and sent the page's request a second time
 * (record 0133). So nothing is asked while the query is fetching, is disabled (it will fetch
 * when enabled) or holds a page younger than PAGINA_RECENTE_MS not declared out of date.
 */
export function RefetchAfterPaint({ meta }: { meta: unknown }) {
  const { isPending, refetch, resource, page, perPage, sort, filterValues } = useListContext();
  const queryClient = useQueryClient();
  const drawnFromCache = useRef(!isPending);
  useEffect(() => {
    if (!drawnFromCache.current) return undefined;
    // react-admin's key for the list's page (useGetList), as the list asks for it now.
    const queryKey = [
      resource,
      'getList',
      { pagination: { page, perPage }, sort, filter: { ...filterValues }, meta },
    ];
    return afterNextPaint(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query && !precisaPedirDeNovo(query, Date.now())) return;
      void refetch();
    });
    // Once per mount: a later change of page or filter fetches through the query itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

interface EstadoDaConsulta {
  state: { fetchStatus: string; dataUpdatedAt: number; isInvalidated: boolean };
  isDisabled(): boolean;
}

/** Whether the cached page is an old one that nothing else is about to replace. */
export function precisaPedirDeNovo(query: EstadoDaConsulta, agora: number): boolean {
  if (query.state.fetchStatus === 'fetching' || query.isDisabled()) return false;
  // Declared out of date (react-admin's refresh after a command on the proposal's screen): a
  // new status may move rows out of this list, even if the command's answer was just written
  // into them (applyActionAnswer).
  if (query.state.isInvalidated) return true;
  return agora - query.state.dataUpdatedAt >= PAGINA_RECENTE_MS;
}
