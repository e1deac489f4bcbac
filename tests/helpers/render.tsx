import { ThemeProvider } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import {
  AdminContext,
  I18nContextProvider,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AreaContext } from '../../src/components/layout/AreaContext';
import { NotificationBridge } from '../../src/components/notifications/NotificationBridge';
import { NotificationStack } from '../../src/components/notifications/NotificationStack';
import { canAccess, type AreaId } from '../../src/domain';
import { i18nProvider as ptBR } from '../../src/providers/i18nProvider';
import { theme } from '../../src/theme';

// The one way a component test draws a screen. Every render gets its own store, query cache
// and router in memory, so nothing one test (or one file of a shared worker) saw reaches the
// next: no list params in a store, no cached page, no address left in window.location.
// Notices take the app's own path: the area's NotificationBridge hands them to the page-wide
// queue, which one NotificationStack draws (tests/setup-dom.ts empties the queue after each test).

export interface AdminRenderOptions {
  /** The screen's data; testDataProvider() (every call unimplemented) when left out. */
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  /** The pt-BR catalog unless told otherwise. */
  i18nProvider?: I18nProvider;
  /** A new memoryStore() unless the test wants to look into or preload its own. */
  store?: Store;
  /** Where the router starts: '/' unless told. */
  initialEntries?: string[];
  /** The area's base path, as AreaAdmin gives it (`/${area}`). */
  basename?: string;
  /** The role area the screen is drawn in (AreaContext), as AreaAdmin gives it. */
  area?: AreaId;
  /** Drawn inside the router but outside react-admin, beside the notices: probes. */
  beside?: ReactNode;
  /**
   * A new QueryClient unless the test brings its own: the area's (createAreaQueryClient), or
   * one it filled before the first render (a list page or a proposal already cached).
   */
  queryClient?: QueryClient;
}

export interface AdminRenderResult extends RenderResult {
  store: Store;
  queryClient: QueryClient;
  /** The router's address now (pathname and search). */
  location: () => string;
}

/** Writes the router's address into `into.current`, drawing nothing. */
function LocationSpy({ into }: { into: { current: string } }) {
  const { pathname, search } = useLocation();
  into.current = pathname + search;
  return null;
}

/**
 * Renders `ui` inside react-admin as an area would: router in memory, AdminContext with a new
 * store and a new QueryClient, the pt-BR catalog, and the area's context when `area` is given.
 * Its notices show as in the app: AreaAdmin gives <Admin notification={NotificationBridge}>,
 * and the root draws one NotificationStack. `rerender` keeps the same router, store and cache.
 */
export function renderWithAdmin(ui: ReactElement, options: AdminRenderOptions = {}) {
  const {
    dataProvider = testDataProvider(),
    authProvider,
    i18nProvider = ptBR,
    store = memoryStore(),
    initialEntries = ['/'],
    basename,
    area,
    beside,
    queryClient = new QueryClient(),
  } = options;
  const address = { current: initialEntries[0] };
  function Wrapper({ children }: { children: ReactNode }) {
    // The cache's garbage collection timers would otherwise outlive the test by 5 minutes.
    useEffect(() => () => queryClient.clear(), []);
    return (
      <MemoryRouter initialEntries={initialEntries}>
        <AdminContext
          basename={basename}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          queryClient={queryClient}
        >
          {area ? <AreaContext.Provider value={area}>{children}</AreaContext.Provider> : children}
          {/* AdminContext draws no notification itself (<Admin>'s AdminUI does): the bridge goes
              inside it, where the screen's useNotify queues into the same context. */}
          <NotificationBridge />
        </AdminContext>
        <NotificationStack />
        {beside}
        <LocationSpy into={address} />
      </MemoryRouter>
    );
  }
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, store, queryClient, location: () => address.current };
}

/**
 * An auth provider that lets everything through; `overrides` give the screen its roles
 * (getPermissions), its user (getIdentity) or its own canAccess.
 */
export function testAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    ...overrides,
  };
}

/** canAccess by the shared permission table (src/domain), for `roles`. */
export function canAccessAs(roles: string[]): Pick<AuthProvider, 'canAccess'> {
  return { canAccess: async ({ resource, action }) => canAccess(roles, { resource, action }) };
}

/** Shows where the router is, so a test can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a screen the way App does outside the areas: theme, pt-BR catalog, router (in
 * memory, at `path`) and the notification stack, plus a probe of the current location.
 */
export function renderPage(element: ReactElement, { path = '/', route = '*' } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <I18nContextProvider value={ptBR}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <NotificationStack />
        </MemoryRouter>
      </I18nContextProvider>
    </ThemeProvider>,
  );
}
