import type { FastifyInstance, RouteOptions } from 'fastify';
import type { PermissionGuard } from '../modules/auth/current-user';
import { registerNulGuard } from './nul-bytes';

/** One operation of the API with the permission that guards it (null: any signed-in user). */
export interface CatalogRoute {
  method: string;
  url: string;
  permission: PermissionGuard['permission'] | null;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: CatalogRoute[];
  }
}

type Hook = NonNullable<RouteOptions['preHandler']>;
const hooks = (value: RouteOptions['preHandler'] | RouteOptions['preValidation']) =>
  (value == null ? [] : Array.isArray(value) ? value : [value]) as Hook[];

/**
 * Every route as it is added: its method, URL and permission guard, for the generated
 * permission matrix (tests/api/permissoes.test.ts, docs/permissions.md). The guard is also moved
 * ahead of body validation, so a caller without the right gets 403 and learns nothing about
 * the body the route expects. Register before any route.
 */
export function registerRouteCatalog(app: FastifyInstance): void {
  const catalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const preHandlers = hooks(route.preHandler);
    const guard = preHandlers.find((hook) => 'permission' in hook) as
      (Hook & PermissionGuard) | undefined;
    if (guard) {
      const rest = preHandlers.filter((hook) => hook !== guard);
      route.preHandler = (rest.length ? rest : undefined) as RouteOptions['preHandler'];
      route.preValidation = [guard, ...hooks(route.preValidation)] as RouteOptions['preValidation'];
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalog.push({
        method,
        url: route.url,
        permission: guard?.permission ?? null,
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
      });
    }
  });
  // After the guard moved above: every route refuses NUL characters once the caller may call it.
  registerNulGuard(app);
}
