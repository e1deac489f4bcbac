import { setRef } from '@mui/material/utils';
import { useCallback, type ForwardedRef } from 'react';

/**
 * A ref for the element a MUI Tooltip is anchored to, inside a list kept hidden in the page
 * (KeptList.tsx, React's `<Activity>`). Hiding detaches refs (the ref gets `null`) and showing
 * attaches them again; MUI's Tooltip keeps its anchor in state from its ref, so each tooltip
 * rendered itself and its popper again on the way out and on the way back, a third of what a
 * 'back' to a page of proposals rendered (docs/decisions/0185-router-contexts-held.md). This
 * ref hands over only an element: hidden, the element stays in the page, the same one, and the
 * tooltip's state does not change. When the element goes for good, the tooltip goes with it.
 */
export function useAncoraEstavel<T>(ref: ForwardedRef<T>): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      if (node !== null) setRef(ref, node);
    },
    [ref],
  );
}
