import {
  Activity,
  createContext,
  isValidElement,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { RoteadorCongelado } from './RoteadorCongelado';

/**
 * The addresses (full pathnames, '/gestao-comercial/propostas-entradas') whose screen stays
 * mounted, hidden, while another screen of the area shows: the proposal lists staff open a
 * proposal from and come back to all day (docs/decisions/0141-kept-proposal-list.md).
 */
export const KeptListsContext = createContext<ReadonlySet<string>>(new Set());

const sameAddress = (kept: Location, location: Location) =>
  kept.pathname === location.pathname && kept.search === location.search;

/** What the kept list renders, and since when. */
interface ListaGuardada {
  /** The address it was left at: the same object while the address stays the same. */
  location: Location;
  /** The layout's routes its hidden copy renders. */
  rotas: ReactNode;
  /** Shown on the last render. */
  visivel: boolean;
  /** The layout's routes of the render that showed it again, which it does not take. */
  rotasAoVoltar?: ReactNode;
}

/**
 * The area's routes (react-admin's `<Routes>`, the layout's child), with the last proposal list
 * held in React's `<Activity>`: hidden while a proposal or any other screen shows (its effects
 * and cache subscriptions stopped, its rows, filters and selection kept), and shown again when
 * the person comes back to its address. Coming back then draws the rows already in the page
 * instead of mounting the list screen again; the refetch follows behind them, as on a mount.
 *
 * The hidden copy reads the router's contexts as they were at the address it was left at
 * (RoteadorCongelado), so its hooks keep their own address while the window shows another, and
 * a navigation elsewhere renders nothing in it. Coming back to the same address, it is shown with
 * the same location and the same routes element it was left with: React skips all of it and only
 * runs its effects again (docs/decisions/0185-router-contexts-held.md). The layout's newer
 * routes element is taken at its next render (a filter changed, another address). Another list
 * mounts in its place.
 */
export function KeptListRoutes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const keptPaths = useContext(KeptListsContext);
  const onKeptList = keptPaths.has(location.pathname);
  const [kept, setKept] = useState<ListaGuardada | null>(null);
  // Remembered while rendering, not in an effect: an effect's update would render the whole
  // list a second time after each arrival and each change of its filters (a new query string).
  // React re-runs this component at once with the new state, before rendering the routes.
  const proximo = seguinte(kept, onKeptList, location, children);
  if (proximo !== kept) setKept(proximo);

  if (!isValidElement(children)) return children;
  return (
    <>
      {kept ? (
        <Activity mode={onKeptList ? 'visible' : 'hidden'}>
          <RoteadorCongelado location={kept.location}>{kept.rotas}</RoteadorCongelado>
        </Activity>
      ) : null}
      {onKeptList ? null : children}
    </>
  );
}

/** The kept list after this render: the same object when nothing about it changes. */
function seguinte(
  kept: ListaGuardada | null,
  onKeptList: boolean,
  location: Location,
  rotas: ReactNode,
): ListaGuardada | null {
  if (!onKeptList) return kept?.visivel ? { ...kept, visivel: false } : kept;
  // A list arrived at, or its query string changed: rendered at the new address.
  if (!kept || !sameAddress(kept.location, location)) return { location, rotas, visivel: true };
  // Back at the address it was left at: shown as it was.
  if (!kept.visivel) return { ...kept, visivel: true, rotasAoVoltar: rotas };
  // On screen, the layout rendered again (its routes may have changed): those routes.
  if (rotas !== kept.rotas && rotas !== kept.rotasAoVoltar) {
    return { location: kept.location, rotas, visivel: true };
  }
  return kept;
}
