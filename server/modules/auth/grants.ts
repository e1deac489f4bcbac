import type { FastifyBaseLogger } from 'fastify';
import { erros } from '../../../i18n/pt-BR/erros';
import { isLoginRefused } from '../../../src/domain';
import type { Database } from '../../db/client';
import type { AccessTokenIssuer } from './access-tokens';
import {
  loginSlowDown,
  recordSuccess,
  recordFailure,
  throttleState,
  type ThrottleSubject,
} from './login-throttle';
import { grantedScope, OAuthError } from './oauth';
import { hashPassword, verifyPassword } from './passwords';
import { AUTH_POLICY } from './policy';
import { revokeSession, rotateRefreshToken, startSession } from './sessions';
import { findLoginCandidate, findUserById } from './user-queries';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

export interface GrantContext {
  db: Database;
  tokens: AccessTokenIssuer;
  log: FastifyBaseLogger;
  client: { id: string; scopes: readonly string[] };
  /** The caller's address, for the per-address failure counter. */
  address: string;
  /** Told of each lock this sign-in attempt caused (the metrics count them). */
  onLock?: (kind: 'usuario' | 'ip') => void;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  token_type: 'Bearer';
}

// The catalogue's words (i18n/pt-BR/erros.ts): the server answers in pt-BR.
const BAD_CREDENTIALS = erros.badCredentials;
const SESSION_ENDED = erros.sessionEnded;
export const ACCESS_REFUSED = erros.unauthorized;

// Unknown usernames still pay for one argon2 verification, so timing does not reveal which exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('senha-que-ninguem-usa-para-comparar'));

function lockedError(lockedUntil: Date, now = new Date()): OAuthError {
  const wait = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(wait / 60);
  return new OAuthError(
    429,
    'invalid_grant',
    format(servidor.auth.muitasTentativas, { smart_count: minutes }),
    wait,
  );
}

/** The spec's rule: only Corretor, with a broker record, without VendasInternas, is refused. */
function refused(user: { roles: string[]; corretorId: number | null }): boolean {
  return isLoginRefused({
    roles: user.roles,
    corretor: user.corretorId === null ? null : { id: user.corretorId },
  });
}

async function issue(
  ctx: GrantContext,
  user: { id: number; username: string; roles: string[] },
  session: { sessionId: string; refreshToken: string; scope: string },
): Promise<TokenResponse> {
  const accessToken = await ctx.tokens.issue({
    userId: user.id,
    username: user.username,
    roles: user.roles,
    sessionId: session.sessionId,
    clientId: ctx.client.id,
    scope: session.scope,
  });
  const withRefresh = session.scope.split(' ').includes('offline_access');
  return {
    access_token: accessToken,
    expires_in: AUTH_POLICY.accessTokenSeconds,
    ...(withRefresh ? { refresh_token: session.refreshToken } : {}),
    scope: session.scope,
    token_type: 'Bearer',
  };
}

export async function passwordGrant(
  ctx: GrantContext,
  body: { username?: string; password?: string; scope?: string },
): Promise<TokenResponse> {
  const scope = grantedScope(body.scope, ctx.client.scopes);
  const username = body.username?.trim();
  if (!username || !body.password) {
    throw new OAuthError(400, 'invalid_request', servidor.auth.informeUsuarioSenha);
  }
  const subject: ThrottleSubject = { username, address: ctx.address };
  const state = await throttleState(ctx.db, subject);
  if (state.lockedUntil) throw lockedError(state.lockedUntil);
  if (state.delayMs) await loginSlowDown.pause(state.delayMs);

  const candidate = await findLoginCandidate(ctx.db, username);
  const passwordOk = candidate
    ? await verifyPassword(candidate.passwordHash, body.password)
    : (await verifyPassword(await decoy(), body.password)) && false;
  if (!candidate || !passwordOk) {
    const locked = await recordFailure(ctx.db, subject);
    for (const kind of locked) {
      ctx.onLock?.(kind);
      // The lockout is a security event: it is logged, the password never is.
      ctx.log.warn(
        kind === 'usuario' ? { lock: kind, username } : { lock: kind, address: ctx.address },
        'acesso bloqueado por excesso de tentativas sem sucesso',
      );
    }
    const now = await throttleState(ctx.db, subject);
    if (now.lockedUntil) throw lockedError(now.lockedUntil);
    throw new OAuthError(400, 'invalid_grant', BAD_CREDENTIALS);
  }
  await recordSuccess(ctx.db, subject);
  if (!candidate.ativo) throw new OAuthError(400, 'invalid_grant', servidor.auth.usuarioInativo);
  if (refused(candidate)) {
    ctx.log.info({ userId: candidate.id }, 'login recusado pela regra do corretor');
    throw new OAuthError(403, 'access_denied', ACCESS_REFUSED);
  }
  const session = await startSession(ctx.db, {
    userId: candidate.id,
    clientId: ctx.client.id,
    scope,
  });
  return issue(ctx, candidate, { ...session, scope });
}

export async function refreshTokenGrant(
  ctx: GrantContext,
  body: { refresh_token?: string },
): Promise<TokenResponse> {
  if (!body.refresh_token) {
    throw new OAuthError(400, 'invalid_request', servidor.auth.informeRefreshToken);
  }
  const rotation = await rotateRefreshToken(ctx.db, {
    token: body.refresh_token,
    clientId: ctx.client.id,
  });
  if (!rotation.ok) {
    if (rotation.reason === 'reused') {
      ctx.log.warn(
        { sessionId: rotation.sessionId },
        'refresh token reutilizado fora da janela de tolerância: sessão revogada',
      );
    }
    throw new OAuthError(400, 'invalid_grant', SESSION_ENDED);
  }
  const user = await findUserById(ctx.db, rotation.userId);
  if (!user || !user.ativo) {
    await revokeSession(ctx.db, rotation.sessionId, 'deactivated');
    throw new OAuthError(400, 'invalid_grant', SESSION_ENDED);
  }
  // Roles may have changed since the sign-in: the refusal rule is applied again.
  if (refused(user)) {
    await revokeSession(ctx.db, rotation.sessionId, 'refused');
    throw new OAuthError(403, 'access_denied', ACCESS_REFUSED);
  }
  return issue(ctx, user, rotation);
}
