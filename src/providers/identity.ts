import { OAUTH_CLIENT_ID } from '../domain';
import { ConnectionError } from './errorHandler';
import type { TokenResponse } from './tokenStore';

/**
 * The identity endpoints of the contract: POST /connect/token (password and refresh grants) and
 * POST /connect/revocation. They answer plain OAuth JSON, not the envelope, and take no bearer
 * token nor the AppName/AppVersion headers (the spec exempts login and refresh).
 */
export const TOKEN_PATH = '/connect/token';
export const REVOCATION_PATH = '/connect/revocation';
export const TOKEN_SCOPE = 'openid profile email offline_access';

/** An OAuth error answer: `error` is the code, `description` the server's pt-BR text. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description || error);
    this.name = 'IdentityError';
  }

  /** The Corretor rule (403 access_denied): a valid account that may not sign in here. */
  get isAccessDenied(): boolean {
    return this.status === 403 && this.error === 'access_denied';
  }

  get isTooManyAttempts(): boolean {
    return this.status === 429;
  }
}

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams(fields).toString(),
    });
  } catch {
    throw new ConnectionError();
  }
}

async function tokenRequest(fields: Record<string, string>): Promise<TokenResponse> {
  const response = await postForm(TOKEN_PATH, { ...fields, client_id: OAUTH_CLIENT_ID });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body.access_token !== 'string') {
    throw new IdentityError(
      response.status,
      typeof body?.error === 'string' ? body.error : 'invalid_response',
      typeof body?.error_description === 'string' ? body.error_description : '',
    );
  }
  return body as unknown as TokenResponse;
}

export function requestPasswordToken(username: string, password: string): Promise<TokenResponse> {
  return tokenRequest({
    grant_type: 'password',
    username,
    password,
    scope: TOKEN_SCOPE,
    response_type: 'id_token token',
  });
}

export function requestRefreshedToken(refreshToken: string): Promise<TokenResponse> {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * Revokes the refresh token's whole family (RFC 7009). Logout must never fail because of it: the
 * local session is gone either way, so errors are swallowed.
 */
export async function revokeToken(refreshToken: string): Promise<void> {
  try {
    await postForm(REVOCATION_PATH, { token: refreshToken, client_id: OAUTH_CLIENT_ID });
  } catch {
    // Offline logout: the refresh token expires on its own on the server.
  }
}
