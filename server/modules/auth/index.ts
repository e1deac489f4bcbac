import type { FastifyInstance } from 'fastify';
import { createAccessTokenIssuer, type AccessTokenIssuer } from './access-tokens';
import { registerAuthentication } from './authenticate';
import { resolveSigningSecret } from './signing-key';
import tokenRoutes from './token-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies this server's JWT access tokens. */
    accessTokens: AccessTokenIssuer;
  }
}

/**
 * Sign-in for the whole app: the token endpoints and the hook that authenticates every /api
 * route. Call it before registering any route plugin, so the hook covers them all.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const secret = resolveSigningSecret(app.config);
  const tokens = createAccessTokenIssuer(secret, app.config.publicUrl);
  app.decorate('accessTokens', tokens);
  registerAuthentication(app, tokens);
  await app.register(tokenRoutes);
}

export { deactivateUser, revokeUserSessions } from './sessions';
