import type { FastifyInstance } from 'fastify';
import { createAccessTokenIssuer, type AccessTokenIssuer } from './access-tokens';
import type { Notifications } from '../../db/notifications';
import { registerAuthentication } from './authenticate';
import { SessionCache } from './session-cache';
import { resolveSigningSecret } from './signing-key';
import tokenRoutes from './token-routes';
import { loadSession } from './user-queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies this server's JWT access tokens. */
    accessTokens: AccessTokenIssuer;
    /** Who is behind each live session, kept in step with the database by NOTIFY. */
    sessionCache: SessionCache;
  }
}

/**
 * Sign-in for the whole app: the token endpoints and the hook that authenticates every /api
 * route. Call it before registering any route plugin, so the hook covers them all.
 */
export async function registerAuth(
  app: FastifyInstance,
  notifications: Notifications,
): Promise<void> {
  const secret = resolveSigningSecret(app.config);
  const accepted = app.config.jwtSecretAccepted
    ? [new TextEncoder().encode(app.config.jwtSecretAccepted)]
    : [];
  const tokens = createAccessTokenIssuer(secret, app.config.publicUrl, accepted);
  app.decorate('accessTokens', tokens);
  const sessions = new SessionCache((userId, sessionId) => loadSession(app.db, userId, sessionId));
  await sessions.start(notifications);
  app.addHook('onClose', async () => sessions.stop());
  app.decorate('sessionCache', sessions);
  registerAuthentication(app, tokens, sessions);
  await app.register(tokenRoutes);
}

export { deactivateUser, revokeUserSessions } from './sessions';
