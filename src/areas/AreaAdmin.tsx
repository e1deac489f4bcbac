import { Admin, CustomRoutes, localStorageStore, Resource, type Store } from 'react-admin';
import { useMemo, useState } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { canAccess, mainRouteFor, type AreaId } from '../domain';
import { nomeDoArmazem } from '../components/armazemDaArea';
import { AreaContext } from '../components/layout/AreaContext';
import { AreaLayout } from '../components/layout/AreaLayout';
import { KeptListsContext } from '../components/layout/KeptList';
import { PageTitleProvider } from '../components/layout/PageTitle';
import { NotificationBridge } from '../components/notifications/NotificationBridge';
import { AppShellReserve } from '../components/layout/AppShellReserve';
import { RequireSession } from '../components/RequireSession';
import { AccessDeniedPage, AccessDeniedContent } from '../pages/AccessDeniedPage';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundContent } from '../pages/NotFoundPage';
import { UnderConstructionPage } from '../pages/UnderConstructionPage';
import { AreaChangePasswordPage, AreaProfilePage } from '../pages/usuario/areaPages';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider, withSharedLocale, translate } from '../providers/i18nProvider';
import { createAreaQueryClient } from '../providers/queryClient';
import { useSession } from '../providers/useSession';
import { productMenuTable } from '../crud/menu';
import { RESOURCES } from '../registries/registry';
import { PropostaList } from '../resources/propostas';
import { comColunasNoServidor } from '../resources/visoes/colunasNoServidor';
import { themeOptions } from '../theme';
import type { AreaRoute } from './types';

// One store per area, kept in local storage: list filters and pages survive navigation and
// reloads (spec 2.7) without one area's lists overwriting another's. The column choices also
// go to the server, so they follow the user to another machine. The chosen language is one for
// every area (withSharedLocale).
const stores = new Map<AreaId, Store>();
function storeOf(area: AreaId): Store {
  if (!stores.has(area)) {
    const local = localStorageStore(undefined, nomeDoArmazem(area));
    stores.set(area, withSharedLocale(comColunasNoServidor(local, area)));
  }
  return stores.get(area)!;
}

function AreaHome({ area }: { area: AreaId }) {
  const { user } = useSession();
  return (
    <Navigate
      to={`/${area}/${mainRouteFor(area, user ?? { roles: [] }, productMenuTable(area))}`}
      replace
    />
  );
}

/**
 * One role area: its own react-admin <Admin basename="/<area>"> (the spec's URLs), shown only
 * to a user holding one of its roles ('Acesso negado!' otherwise). Routes whose screens belong
 * to later issues render UnderConstructionPage; the user pages are real.
 */
export function AreaAdmin({ area, routes }: { area: AreaId; routes: readonly AreaRoute[] }) {
  return (
    <RequireSession reserve={<AppShellReserve />}>
      <AreaGate area={area} routes={routes} />
    </RequireSession>
  );
}

function AreaGate({ area, routes }: { area: AreaId; routes: readonly AreaRoute[] }) {
  const { user } = useSession();
  const [queryClient] = useState(createAreaQueryClient);
  const keptLists = useMemo(
    () =>
      new Set(
        routes
          .filter((route) => route.element?.type === PropostaList)
          .map((route) => `/${area}/${route.path}`),
      ),
    [area, routes],
  );
  if (!user || !canAccess(user.roles, { resource: 'area', action: area })) {
    return <AccessDeniedPage />;
  }
  const menu = productMenuTable(area);
  return (
    <AreaContext.Provider value={area}>
      <KeptListsContext.Provider value={keptLists}>
        <Admin
          basename={`/${area}`}
          title={translate('app.name')}
          authProvider={authProvider}
          dataProvider={dataProvider}
          queryClient={queryClient}
          i18nProvider={i18nProvider}
          theme={themeOptions}
          store={storeOf(area)}
          layout={AreaLayout}
          notification={NotificationBridge}
          catchAll={NotFoundContent}
          accessDenied={AccessDeniedContent}
          error={ErrorPage}
          loginPage={false}
          requireAuth
          loading={AppShellReserve}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/" element={<AreaHome area={area} />} />
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <PageTitleProvider menu={menu} basename={`/${area}`} fallback={route.title}>
                    {route.element ?? <UnderConstructionPage />}
                  </PageTitleProvider>
                }
              />
            ))}
            <Route path="usuario/ver-perfil" element={<AreaProfilePage />} />
            <Route path="usuario/alterar-senha" element={<AreaChangePasswordPage />} />
          </CustomRoutes>
          {/* The declared resources, for react-admin's registry (names, record representation);
            their screens are routed at the spec's URLs above (src/crud/routes.tsx). */}
          {RESOURCES.map((definition) => (
            <Resource
              key={definition.name}
              name={definition.name}
              recordRepresentation={definition.recordRepresentation}
            />
          ))}
        </Admin>
      </KeptListsContext.Provider>
    </AreaContext.Provider>
  );
}
