import { QueryClient } from '@tanstack/react-query';
import { semearCache } from './buscaDePropostas';
import { PROPOSTAS } from './propostasDataProvider';

/**
 * How long react-admin's answers about the session (checkAuth, canAccess, permissions,
 * identity: its query keys start with 'auth') stay fresh in an area's query cache.
 */
export const AUTH_FRESH_MS = 5 * 60_000;

/**
 * An area's query cache, as react-admin would create it, with two changes:
 * - react-admin asks checkAuth and canAccess again each time a list or a page mounts (stale at
 *   once). Each new answer, even an equal one, re-rendered the area's routes and layout in the
 *   same task as the screen's first render, before the browser could paint it: going back to a
 *   list drew its rows only after a second whole-screen render (issue 43). The session is
 *   watched on its own (RequireSession follows the token store, the HTTP client ends it on a
 *   401) and the roles do not change within a sign-in (the logout clears this cache), so these
 *   answers are kept for a few minutes.
 * - it holds from the start the list page the start-up asked for (src/startup.ts): the list
 *   opened by the address draws its rows in its first render.
 */
export function createAreaQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(['auth'], { staleTime: AUTH_FRESH_MS });
  semearCache(queryClient, PROPOSTAS);
  return queryClient;
}
