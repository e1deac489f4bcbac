/**
 * Lets code outside React (the HTTP client on a 401) send the user to the login page through
 * the router instead of a full reload. The root component registers the router's navigate;
 * before that, and in tests without a router, the browser location is used.
 */
export const LOGIN_PATH = '/login';

type Navigate = (path: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/** Goes to /login remembering where the user was, so signing in again returns there. */
export function goToLogin() {
  const { pathname, search } = window.location;
  if (pathname === LOGIN_PATH) return;
  const state = { nextPathname: pathname, nextSearch: search };
  if (navigator) navigator(LOGIN_PATH, { replace: true, state });
  else window.location.assign(LOGIN_PATH);
}
