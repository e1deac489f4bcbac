import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CLIENTS } from './policy';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** RFC 6749 section 5.2 error codes this server answers with. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied';

export const OAuthErrorSchema = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
});

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  refresh_token: Type.Optional(Type.String()),
  scope: Type.String(),
  token_type: Type.Literal('Bearer'),
});

/** A token-endpoint failure, raised by the grants and answered as plain OAuth JSON. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: OAuthErrorCode,
    readonly description: string,
    /** Seconds for the Retry-After header of a lockout. */
    readonly retryAfter?: number,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  return reply
    .status(error.statusCode)
    .header('Cache-Control', 'no-store')
    .send({ error: error.code, error_description: error.description });
}

/** The registered client, or null; a plain own-property check ('__proto__' is not a client). */
export function findClient(clientId: unknown): { id: string; scopes: readonly string[] } | null {
  if (typeof clientId !== 'string' || !Object.hasOwn(CLIENTS, clientId)) return null;
  return { id: clientId, scopes: CLIENTS[clientId].scopes };
}

/** The requested scope, all of it allowed for the client; absent means everything allowed. */
export function grantedScope(requested: string | undefined, allowed: readonly string[]): string {
  if (!requested?.trim()) return allowed.join(' ');
  const scopes = [...new Set(requested.trim().split(/\s+/))];
  const unknown = scopes.filter((scope) => !allowed.includes(scope));
  if (unknown.length > 0) {
    throw new OAuthError(
      400,
      'invalid_scope',
      format(servidor.auth.escopoNaoPermitido, { escopos: unknown.join(' ') }),
    );
  }
  return scopes.join(' ');
}
