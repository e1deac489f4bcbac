import { productMenuTable } from '../../crud/menu';
import { areasFor, homeRouteFor } from '../../domain';

/** What react-router keeps in location.state when a guard sent the user to /login. */
interface FromState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Back to the page the user was sent away from, when the new session may enter its area (a
 * different user signing in lands on their own home instead); otherwise the home route.
 */
export function afterLoginPath(roles: readonly string[], state: unknown): string {
  const from = (state ?? {}) as FromState;
  const path = typeof from.nextPathname === 'string' ? from.nextPathname : '';
  const area = path.split('/')[1] ?? '';
  if (path && areasFor(roles).some((allowed) => allowed === area)) {
    return path + (typeof from.nextSearch === 'string' ? from.nextSearch : '');
  }
  return homeRouteFor(roles, productMenuTable);
}
