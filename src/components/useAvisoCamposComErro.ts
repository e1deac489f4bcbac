import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { textsOf } from '../providers/i18nProvider';

/**
 * A long form refused by its rules must say so where the user looks: a warning notice, and the
 * first field marked invalid (or a list's message) scrolled into view and focused. Without it
 * the message sits off-screen and the button seems to do nothing (issue 39, item 15).
 */
export function useAvisoCamposComErro() {
  const notify = useNotify();
  return useCallback(
    (form?: HTMLElement | null) => {
      // The notice of a form refused for its fields (client rules or the server's 400/409),
      // read when it is raised, in the chosen language.
      notify(textsOf('app')('campos_com_erro'), { type: 'warning' });
      // After React has rendered the messages the refusal just set.
      requestAnimationFrame(() => {
        const root: ParentNode = form ?? document;
        const first = root.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
        first?.scrollIntoView?.({ block: 'center' });
        first?.focus?.({ preventScroll: true });
      });
    },
    [notify],
  );
}
