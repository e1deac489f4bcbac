import { useCallback } from 'react';
import { useStoreContext } from 'react-admin';

/**
 * Lists keep their filter and page in the area's react-admin store, under this prefix
 * (`<List storeKey={`${LIST_STATE_PREFIX}.propostas-entradas`}>` or the filter panel's own key),
 * so they survive navigation (spec 2.7). Navigating from the menu starts them afresh.
 */
export const LIST_STATE_PREFIX = 'listas';

/** What the menu calls on each click: forgets every stored list filter and page of the area. */
export function useClearListFilter(): () => void {
  const store = useStoreContext();
  return useCallback(() => store.removeItems(LIST_STATE_PREFIX), [store]);
}
