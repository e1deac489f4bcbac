import { useCallback } from 'react';
import { useStoreContext } from 'react-admin';
import { LIST_STATE_PREFIX } from './listStatePrefix';

export { LIST_STATE_PREFIX };

/** What the menu calls on each click: forgets every stored list filter and page of the area. */
export function useClearListFilter(): () => void {
  const store = useStoreContext();
  return useCallback(() => store.removeItems(LIST_STATE_PREFIX), [store]);
}
