import { base64url, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REFUSED = { success: false, data: null, messages: ['Acesso não autorizado!'] };

describe('every /api route needs a valid access token unless it is public', () => {
  let t: TestApp;
  let secret: Uint8Array;
  let claims: { sub: string; sid: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    secret = new TextEncoder().encode(t.config.jwtSecret);
    const real = await signIn(t, 'admin');
    const payload = JSON.parse(
      Buffer.from(real.access_token.split('.')[1], 'base64url').toString(),
    ) as { sub: string; sid: string };
    claims = { sub: payload.sub, sid: payload.sid };
  });
  afterAll(() => t.close());

  const meusDados = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: authorization ? { authorization } : {},
    });

  /** A token like the server's own, with one thing changed. */
  const forge = (
    change: { audience?: string; issuer?: string; expiresAt?: number; alg?: string } = {},
    key = secret,
  ) =>
    new SignJWT({ sid: claims.sid, roles: ['Admin'] })
      .setProtectedHeader({ alg: change.alg ?? 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(change.issuer ?? t.config.publicUrl)
      .setAudience(change.audience ?? 'adesao-api')
      .setIssuedAt()
      .setExpirationTime(change.expiresAt ?? '1h')
      .sign(key);

  it('accepts the token the server issued, and the forged one made exactly like it', async () => {
    expect((await meusDados((await loginAs(t, 'admin')).authorization)).statusCode).toBe(200);
    // Proves the refusals below come from the one thing each forgery changes.
    expect((await meusDados(`Bearer ${await forge()}`)).statusCode).toBe(200);
  });

  it('refuses a request without a token with the 401 envelope', async () => {
    const res = await meusDados();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['garbage', 'Bearer abc.def.ghi'],
    ['another scheme', `Basic ${Buffer.from('admin:Adesao@2026').toString('base64')}`],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', async (_name, authorization) => {
    const res = await meusDados(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses an expired token', async () => {
    const expired = await forge({ expiresAt: Math.floor(Date.now() / 1000) - 10 });
    expect((await meusDados(`Bearer ${expired}`)).json()).toEqual(REFUSED);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    for (const token of [
      await forge({ audience: 'outra-api' }),
      await forge({ issuer: 'https://intruso.example.com' }),
    ]) {
      const res = await meusDados(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a token signed with another key or an algorithm off the allowlist', async () => {
    const otherKey = new TextEncoder().encode('uma-outra-chave-secreta-com-32-caracteres!!');
    for (const token of [await forge({}, otherKey), await forge({ alg: 'HS512' })]) {
      expect((await meusDados(`Bearer ${token}`)).statusCode).toBe(401);
    }
  });

  it("refuses an unsigned token (alg: 'none')", async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({
        ...claims,
        iss: t.config.publicUrl,
        aud: 'adesao-api',
        iat: now,
        exp: now + 3600,
        roles: ['Admin'],
      }),
    );
    for (const token of [`${header}.${payload}.`, `${header}.${payload}`]) {
      expect((await meusDados(`Bearer ${token}`)).statusCode).toBe(401);
    }
  });

  it('refuses a well-signed token whose session does not exist', async () => {
    const token = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(t.config.publicUrl)
      .setAudience('adesao-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect((await meusDados(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('lets public routes through without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/configuracao' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });

  it('answers 404, not 401, for an /api path that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
  });

  it('accepts the AppName and AppVersion headers the SPA sends', async () => {
    const { authorization } = await loginAs(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: { authorization, AppName: 'ComercialWeb', AppVersion: '2.5.55' },
    });
    expect(res.statusCode).toBe(200);
  });
});
