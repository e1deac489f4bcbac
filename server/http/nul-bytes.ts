import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { servidor } from '../../i18n/pt-BR/servidor';
import { badRequest } from './errors';

/**
 * PostgreSQL's text and jsonb cannot hold the NUL character (\u0000): a search text, a filter
 * or an export's logged filter carrying one failed in the database, a 500 whose log line held
 * the query. No field of the product takes it, so it is refused up front, on every route, with
 * the catalogue's servidor.http.caractereInvalido.
 */

/** Whether a string, or parsed JSON at any depth (keys included), holds a NUL. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON only: an upload's Buffer or stream is left to its own reader.
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) {
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    return false;
  }
  return Object.entries(value).some(([key, item]) => holdsNul(key) || holdsNul(item, depth + 1));
}

async function refuseNul(request: FastifyRequest) {
  if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
    throw badRequest(servidor.http.caractereInvalido);
  }
}

/**
 * Adds the check to every route's preValidation, after the permission guard the route catalog
 * puts first (a caller without the right still gets its 403): registerRouteCatalog calls it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preValidation;
    const hooks = existing == null ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, refuseNul] as RouteOptions['preValidation'];
  });
}
