import type { AreaId } from '../domain';
import { AreaAdmin } from './AreaAdmin';
import { AREA_ROUTES } from '.';

/**
 * An area with its routes, loaded only when the user enters it: the login and the public pages
 * do not download react-admin's screens, the proposal workspace or the charts (App.tsx).
 */
export default function AreaEntry({ area }: { area: AreaId }) {
  return <AreaAdmin area={area} routes={AREA_ROUTES[area]} />;
}
