import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenIssuer } from '../../server/modules/auth/access-tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CLIENT_ID, signIn } from '../helpers/auth';

const OLD = 'a-chave-antiga-com-mais-de-32-caracteres';
const NEW = 'a-chave-nova-com-bem-mais-de-32-caracteres';

/** A token as a process still on the old key would have issued it, for the user's session. */
async function tokenSignedWithOldKey(t: TestApp, username: string): Promise<string> {
  const { access_token } = await signIn(t, username);
  const verified = await t.app.accessTokens.verify(access_token);
  const old = createAccessTokenIssuer(new TextEncoder().encode(OLD), t.config.publicUrl);
  return old.issue({
    userId: verified!.userId,
    sessionId: verified!.sessionId,
    clientId: CLIENT_ID,
    scope: 'openid',
    username,
    roles: [],
  });
}

const meusDados = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/User/MeusDados',
    headers: { authorization: `Bearer ${token}` },
  });

describe('rotating the signing key (JWT_SECRET_ACCEPTED)', () => {
  let rotating: TestApp;
  let rotated: TestApp;
  beforeAll(async () => {
    rotating = await createTestApp({
      seed: true,
      env: { JWT_SECRET: NEW, JWT_SECRET_ACCEPTED: OLD },
    });
    rotated = await createTestApp({ seed: true, env: { JWT_SECRET: NEW } });
  });
  afterAll(async () => {
    await rotating.close();
    await rotated.close();
  });

  it('accepts tokens of the old key while it is listed, and signs with the new one', async () => {
    const res = await meusDados(rotating, await tokenSignedWithOldKey(rotating, 'supervisor'));
    expect(res.statusCode).toBe(200);
    const fresh = await signIn(rotating, 'supervisor');
    const byNewKeyOnly = createAccessTokenIssuer(
      new TextEncoder().encode(NEW),
      rotating.config.publicUrl,
    );
    expect(await byNewKeyOnly.verify(fresh.access_token)).not.toBeNull();
  });

  it('refuses them once the old key is gone', async () => {
    const res = await meusDados(rotated, await tokenSignedWithOldKey(rotated, 'supervisor'));
    expect(res.statusCode).toBe(401);
  });
});
