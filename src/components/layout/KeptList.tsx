import {
  Activity,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * The addresses (full pathnames, '/gestao-comercial/propostas-entradas') whose screen stays
 * mounted, hidden, while another screen of the area shows: the proposal lists staff open a
 * proposal from and come back to all day (docs/decisions/0141-kept-proposal-list.md).
 */
export const KeptListsContext = createContext<ReadonlySet<string>>(new Set());

const sameAddress = (kept: Location | null, location: Location): kept is Location =>
  kept !== null && kept.pathname === location.pathname && kept.search === location.search;

/**
 * The area's routes (react-admin's `<Routes>`, the layout's child), with the last proposal list
 * held in React's `<Activity>`: hidden while a proposal or any other screen shows (its effects
 * and cache subscriptions stopped, its rows, filters and selection kept), and shown again when
 * the person comes back to its address. Coming back then draws the rows already in the page
 * instead of mounting the list screen again; the refetch follows behind them, as on a mount.
 *
 * The hidden copy matches its routes against the location it was left at (`<Routes location>`),
 * so its hooks keep reading its own address while the window shows another. Back at the same
 * address it gets that same location object again: its routes' props do not change, so showing
 * it re-renders nothing and only runs its effects again (about half the cost of a mount, the
 * bench's 'back' figure). Another list mounts in its place.
 */
export function KeptListRoutes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const keptPaths = useContext(KeptListsContext);
  const onKeptList = keptPaths.has(location.pathname);
  const [kept, setKept] = useState<Location | null>(null);
  // Remembered while rendering, not in an effect: an effect's update would render the whole
  // list a second time after each arrival and each change of its filters (a new query string).
  // React re-runs this component at once with the new state, before rendering the routes.
  if (onKeptList && !sameAddress(kept, location)) setKept(location);

  if (!isValidElement(children)) return children;
  const routes = children as ReactElement<{ location?: Location }>;
  // On a kept list, `kept` is its address by now: the location it was left at when it is the
  // same address again (the same object, so nothing under it re-renders), the new one otherwise.
  return (
    <>
      {kept ? (
        <Activity mode={onKeptList ? 'visible' : 'hidden'}>
          {cloneElement(routes, { location: kept })}
        </Activity>
      ) : null}
      {onKeptList ? null : children}
    </>
  );
}
