import { ERROR_TEXTS, isConnectionError } from './errorHandler';
import { requestRefreshedToken } from './identity';
import {
  clearSession,
  isTokenExpired,
  readToken,
  writeToken,
  type StoredToken,
} from './tokenStore';

/** Why no access token could be had: none stored, or the refresh grant was refused. */
export class SessionError extends Error {
  constructor(readonly reason: 'no-token' | 'renewal-failed') {
    super(reason === 'no-token' ? ERROR_TEXTS.noToken : ERROR_TEXTS.sessionRenewalFailed);
    this.name = 'SessionError';
  }
}

// Requests that find the token expired at the same moment share one refresh: refresh tokens
// rotate, so a second refresh with the old one would be refused and end the session.
let pendingRefresh: Promise<StoredToken> | null = null;

function refresh(token: StoredToken): Promise<StoredToken> {
  pendingRefresh ??= requestRefreshedToken(token.refresh_token)
    .then((answer) => writeToken(answer))
    .catch((error: unknown) => {
      // Offline is not a refusal: the session stays and the next try may succeed.
      if (isConnectionError(error)) throw error;
      clearSession();
      throw new SessionError('renewal-failed');
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/**
 * The stored token when it needs no renewal, at once (no await). A call made with it reaches
 * fetch() in its caller's own turn: at start-up, while the first script is still being evaluated
 * (src/earlyStart.ts), instead of after it. Null when there is none or it has passed half its
 * lifetime: renewToken then.
 */
export function tokenSemRenovar(now: Date = new Date()): StoredToken | null {
  const token = readToken();
  return token && !isTokenExpired(token, now) ? token : null;
}

/**
 * The stored token, refreshed first when it has passed half its lifetime. Null when there is
 * no token at all; throws SessionError('renewal-failed') after clearing the session when the
 * server refuses the refresh.
 */
export async function renewToken(now: Date = new Date()): Promise<StoredToken | null> {
  const token = readToken();
  if (!token) return null;
  return isTokenExpired(token, now) ? refresh(token) : token;
}

/** An access token good for the next request; throws SessionError when there is none. */
export async function getValidAccessToken(): Promise<string> {
  const token = await renewToken();
  if (!token) throw new SessionError('no-token');
  return token.access_token;
}
