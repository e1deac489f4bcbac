import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { afterNextPaint } from './afterPaint';

/**
 * The list's query options that go with <RefetchAfterPaint />: the query does not refetch by
 * itself when the list mounts over cached rows (issue 43).
 */
export const REFETCH_AFTER_PAINT = { refetchOnMount: false } as const;

/**
 * Inside a list whose query has REFETCH_AFTER_PAINT: when the list mounts over rows already in
 * the area's query cache (back from a proposal, the menu to a list seen before), they are asked
 * for again once drawn. TanStack's own refetch on mount starts inside React's commit, and the
 * 'fetching' state it sets made the whole list render a second time in the same task, before
 * the browser could paint the cached rows. A list with nothing cached loads as before.
 */
export function RefetchAfterPaint() {
  const { isPending, refetch } = useListContext();
  const drawnFromCache = useRef(!isPending);
  useEffect(() => {
    if (!drawnFromCache.current) return undefined;
    return afterNextPaint(() => void refetch());
    // Once per mount: a later change of page or filter fetches through the query itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
