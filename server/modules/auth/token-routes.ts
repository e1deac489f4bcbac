import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { UNEXPECTED_ERROR } from '../../http/errors';
import { passwordGrant, refreshTokenGrant, type GrantContext } from './grants';
import {
  findClient,
  OAuthError,
  OAuthErrorSchema,
  sendOAuthError,
  TokenResponseSchema,
} from './oauth';
import { findSessionOfRefreshToken, revokeSession } from './sessions';
import { servidor } from '../../../i18n/pt-BR/servidor';

// Every field optional: a missing one is answered with the OAuth error the RFC names, not a
// schema error in the API envelope.
const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    username: Type.Optional(Type.String()),
    password: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
    refresh_token: Type.Optional(Type.String()),
    /** Sent by the spec's client and ignored: this endpoint issues no id_token. */
    response_type: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

const RevocationRequest = Type.Object(
  {
    token: Type.Optional(Type.String()),
    token_type_hint: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** Anything that escapes a grant still answers OAuth JSON, never the API envelope. */
function oauthErrorHandler(
  this: unknown,
  error: FastifyError,
  request: { log: { error(obj: object, msg: string): void } },
  reply: Parameters<typeof sendOAuthError>[0],
) {
  if (error instanceof OAuthError) return sendOAuthError(reply, error);
  const status = error.statusCode ?? 500;
  if (error.validation || (status >= 400 && status < 500)) {
    return sendOAuthError(
      reply,
      new OAuthError(400, 'invalid_request', servidor.auth.requisicaoInvalida),
    );
  }
  request.log.error({ err: error }, 'erro não tratado no endpoint de token');
  return reply
    .status(500)
    .header('Cache-Control', 'no-store')
    .send({ error: 'server_error', error_description: UNEXPECTED_ERROR });
}

/** The OAuth 2 endpoints of the SPA's sign-in: token (password, refresh_token) and revocation. */
/** The metrics' label for a refused sign-in, from the OAuth answer it got. */
function refusalReason(err: OAuthError): string {
  if (err.statusCode === 429) return 'bloqueado';
  if (err.statusCode === 403) return 'perfil';
  if (err.code === 'invalid_request') return 'incompleto';
  return err.description === servidor.auth.usuarioInativo ? 'inativo' : 'credenciais';
}

const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/connect/token',
    {
      config: { public: true },
      errorHandler: oauthErrorHandler,
      schema: {
        tags: ['Autenticação'],
        summary: 'Emite tokens (grants password e refresh_token)',
        description:
          'Formulário application/x-www-form-urlencoded. Resposta e erros em JSON OAuth 2 ' +
          '(não no envelope da API).',
        consumes: ['application/x-www-form-urlencoded'],
        security: [],
        body: TokenRequest,
        response: {
          200: TokenResponseSchema,
          400: OAuthErrorSchema,
          401: OAuthErrorSchema,
          403: OAuthErrorSchema,
          429: OAuthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      const body = request.body ?? {};
      const client = findClient(body.client_id);
      if (!client) throw new OAuthError(401, 'invalid_client', servidor.auth.clienteNaoAutorizado);
      const ctx: GrantContext = {
        db: app.db,
        tokens: app.accessTokens,
        log: request.log,
        client,
        address: request.ip,
        onLock: (tipo) => app.metricas.bloqueiosLogin.inc({ tipo }),
      };
      if (!body.grant_type)
        throw new OAuthError(400, 'invalid_request', servidor.auth.informeGrantType);
      if (body.grant_type === 'password') {
        return passwordGrant(ctx, body).catch((err: unknown) => {
          if (err instanceof OAuthError) {
            app.metricas.loginsRecusados.inc({ motivo: refusalReason(err) });
          }
          throw err;
        });
      }
      if (body.grant_type === 'refresh_token') return refreshTokenGrant(ctx, body);
      throw new OAuthError(400, 'unsupported_grant_type', servidor.auth.tipoConcessaoNaoSuportado);
    },
  );

  app.post(
    '/connect/revocation',
    {
      config: { public: true },
      errorHandler: oauthErrorHandler,
      schema: {
        tags: ['Autenticação'],
        summary: 'Revoga um token e toda a sessão a que pertence (RFC 7009)',
        description:
          'Responde 200 sem corpo, também para um token desconhecido ou já revogado; ' +
          '401 invalid_client para um client_id desconhecido.',
        consumes: ['application/x-www-form-urlencoded'],
        security: [],
        body: RevocationRequest,
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const client = findClient(body.client_id);
      if (!client) throw new OAuthError(401, 'invalid_client', servidor.auth.clienteNaoAutorizado);
      const token = body.token?.trim();
      if (token) {
        // Logout may hand over either token: both lead to the same session.
        const sessionId =
          (await findSessionOfRefreshToken(app.db, token, client.id)) ??
          (await app.accessTokens.verify(token))?.sessionId;
        if (sessionId) await revokeSession(app.db, sessionId, 'logout');
      }
      // RFC 7009: an unknown or already revoked token is not an error.
      return reply.status(200).header('Cache-Control', 'no-store').send();
    },
  );
};

export default tokenRoutes;
