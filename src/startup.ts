import { AREAS, canAccess, type AreaId } from './domain';
import { loadConfiguracao } from './providers/configuracao';
import { ensureSessionStarted, getAuthState, sessionReady } from './providers/session';
import { PROPOSTAS } from './providers/propostasDataProvider';
import { precarregarLista } from './resources/propostas/precargaLista';
import { precarregarColunas } from './resources/visoes/precargaColunas';
import { preCarregarModulosDaArea } from './components/layout/modulosDaArea';

/** The area's code (App.tsx renders it lazily). */
export const carregarAreaEntry = () => import('./areas/AreaEntry');

function areaDoEndereco(pathname: string): AreaId | null {
  const area = AREAS.find(({ id }) => pathname === `/${id}` || pathname.startsWith(`/${id}/`));
  return area?.id ?? null;
}

/**
 * Called before React's first render, which on a slow machine takes a few hundred ms: what the
 * opening screen will ask for starts now and together, not one after another as each
 * component mounts. The session check (own data), the shell's configuration and, on an area's
 * address, the area's code (downloaded, not evaluated) and, on a proposal list's address, its
 * first page; once the session is known and the user may enter the area, its column choices.
 * Each of these is started once and later callers share it (no extra calls). Answers the
 * address's area and the list's early call (settled once its preview is stored), if one was made.
 */
export function startEarlyLoads({ pathname, search }: Pick<Location, 'pathname' | 'search'>): {
  area: AreaId | null;
  primeiraPagina?: Promise<void>;
} {
  void ensureSessionStarted();
  void loadConfiguracao();
  const area = areaDoEndereco(pathname);
  if (!area) return { area };
  // Downloaded now, evaluated once the list's preview is drawn (main.tsx): evaluated on
  // arrival, it held the main thread while the early answer waited to be drawn.
  preCarregarModulosDaArea();
  // On a proposal list's address, its first page goes now, with the stored sign-in: the area's
  // gate draws the first screen with that same user while the start-up check confirms it, and a
  // token past its half-life is renewed once for both (accessToken.ts).
  // (The session state holds a user only while a token is stored.)
  const { user: guardado } = getAuthState();
  const primeiraPagina =
    guardado && podeVerLista(guardado.roles, area)
      ? precarregarLista(area, { pathname, search })
      : undefined;
  void sessionReady().then(() => {
    // The same rule as the area's gate (AreaAdmin): no read for a user who will not enter.
    const { user, isAuthenticated } = getAuthState();
    if (isAuthenticated && user && canAccess(user.roles, { resource: 'area', action: area })) {
      precarregarColunas(area);
    }
  });
  return { area, primeiraPagina };
}

/** The area's gate (AreaAdmin) and the list's own access check (react-admin's List). */
function podeVerLista(roles: readonly string[], area: AreaId): boolean {
  return (
    canAccess(roles, { resource: 'area', action: area }) &&
    canAccess(roles, { resource: PROPOSTAS, action: 'list' })
  );
}
