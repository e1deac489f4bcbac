import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { AccessTokenIssuer } from './access-tokens';
import type { SessionCache } from './session-cache';

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/**
 * One hook for all of /api: a route is protected unless it says `config: { public: true }`.
 * The token proves who signed in; the database says whether that user and session still count.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: AccessTokenIssuer,
  sessions: SessionCache,
): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unknown paths fall through to the JSON 404; the SPA and its assets are not the API.
    if (request.is404 || !route?.startsWith('/api')) return;
    if (request.routeOptions.config.public) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const verified = token ? await tokens.verify(token) : null;
    const user = verified ? await sessions.get(verified.userId, verified.sessionId) : null;
    if (!user) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw unauthorized();
    }
    request.currentUser = user;
  });
}
