import type { TestApp } from './test-app';

export const DEMO_PASSWORD = 'Adesao@2026';
export const CLIENT_ID = 'comercial-web';
export const SCOPE = 'openid profile email offline_access';

export interface TokenAnswer {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: 'Bearer';
}

/** POST /connect/token with a form body, exactly as the SPA sends it. */
export function requestToken(t: TestApp, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Password grant for a user; fails the test with the server's answer if it is refused. */
export async function signIn(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<TokenAnswer> {
  const res = await requestToken(t, {
    grant_type: 'password',
    username,
    password,
    scope: SCOPE,
    client_id: CLIENT_ID,
  });
  if (res.statusCode !== 200) {
    throw new Error(`login de ${username} recusado: ${res.statusCode} ${res.body}`);
  }
  return res.json() as TokenAnswer;
}

/**
 * Headers of an authenticated request, for API tests: `headers: await loginAs(t, 'admin')`.
 * Every demo account (tests/api seed: true) has the password Adesao@2026.
 */
export async function loginAs(
  t: TestApp,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  const tokens = await signIn(t, username, password);
  return { authorization: `Bearer ${tokens.access_token}` };
}
