import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ERROR_TEXTS } from '../providers/errorHandler';

/**
 * A failed load or save of the workspace is an error notice with the server's message (the
 * catalogue's generic text when there is none). 401 and 403 were already announced by the HTTP
 * client, so they add nothing here.
 */
export function useErrorNotice() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      // A request cancelled because its screen went away is nobody's error.
      if ((error as { name?: string } | null)?.name === 'AbortError') return;
      const status = (error as { status?: number } | null)?.status;
      if (status === 401 || status === 403) return;
      const message =
        error instanceof Error && error.message ? error.message : ERROR_TEXTS.unexpected;
      notify(message, { type: 'error' });
    },
    [notify],
  );
}
