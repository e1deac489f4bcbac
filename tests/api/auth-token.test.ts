import { existsSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, DEMO_PASSWORD, loginAs, requestToken, SCOPE, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('POST /connect/token, password grant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const passwordForm = (overrides: Record<string, string> = {}) => ({
    grant_type: 'password',
    username: 'admin',
    password: DEMO_PASSWORD,
    scope: SCOPE,
    client_id: CLIENT_ID,
    response_type: 'id_token token',
    ...overrides,
  });

  it('issues a Bearer access token, a refresh token and the granted scope', async () => {
    const res = await requestToken(t, passwordForm());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      scope: SCOPE,
      token_type: 'Bearer',
    });
    expect(body).not.toHaveProperty('success');
  });

  it('signs a JWT with HS256 carrying the user id, roles, issuer and audience', async () => {
    const { access_token } = await signIn(t, 'gestorcomercial');
    expect(decodeProtectedHeader(access_token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({
      iss: t.config.publicUrl,
      aud: 'adesao-api',
      preferred_username: 'gestorcomercial',
      client_id: CLIENT_ID,
    });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.roles).toEqual(
      expect.arrayContaining(['GestorComercial', 'AprovadorProposta', 'CanceladorProposta']),
    );
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('matches the username without regard to case', async () => {
    const res = await requestToken(t, passwordForm({ username: 'ADMIN' }));
    expect(res.statusCode).toBe(200);
  });

  it('omits the refresh token when offline_access is not requested', async () => {
    const res = await requestToken(t, passwordForm({ scope: 'openid profile' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().scope).toBe('openid profile');
    expect(res.json()).not.toHaveProperty('refresh_token');
  });

  it('answers invalid_grant in pt-BR for a wrong password and for an unknown user', async () => {
    for (const form of [
      passwordForm({ password: 'errada123' }),
      passwordForm({ username: 'ninguem' }),
    ]) {
      const res = await requestToken(t, form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Usuário ou senha inválidos.',
      });
    }
  });

  it('answers 401 invalid_client for an unknown or missing client_id', async () => {
    for (const clientId of ['outro-cliente', '__proto__', '']) {
      const res = await requestToken(t, passwordForm({ client_id: clientId }));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_client');
    }
  });

  it('answers invalid_request without grant_type and unsupported_grant_type for others', async () => {
    const missing = await requestToken(t, { client_id: CLIENT_ID, username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');

    const clientCredentials = await requestToken(t, {
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
    });
    expect(clientCredentials.statusCode).toBe(400);
    expect(clientCredentials.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Tipo de concessão não suportado.',
    });
  });

  it('answers invalid_request when the username or the password is missing', async () => {
    const res = await requestToken(t, passwordForm({ password: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Informe o usuário e a senha.',
    });
  });

  it('answers invalid_scope for a scope the client may not ask for', async () => {
    const res = await requestToken(t, passwordForm({ scope: 'openid admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_scope');
  });

  it('answers OAuth JSON, not the envelope, to a body it cannot read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Requisição inválida.',
    });
  });

  it('refuses the Corretor-only user with a broker record: 403 access_denied, no token', async () => {
    const res = await requestToken(t, passwordForm({ username: 'corretor' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'access_denied',
      error_description: 'Acesso não autorizado!',
    });
    expect(res.json()).not.toHaveProperty('access_token');
  });

  it('lets in every other demo account', async () => {
    for (const username of [
      'vendasinternas',
      'concessionaria',
      'enfermeiro',
      'gestorsaude',
      'dac',
    ]) {
      const headers = await loginAs(t, username);
      expect(headers.authorization).toMatch(/^Bearer /);
    }
  });
});

describe('with no JWT_SECRET configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { JWT_SECRET: '' } });
  });
  afterAll(() => t.close());

  it('signs with a key generated into DATA_DIR and accepts its own tokens', async () => {
    expect(t.config.jwtSecret).toBeUndefined();
    expect(existsSync(path.join(t.config.dataDir, 'jwt-secret'))).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: await loginAs(t, 'admin'),
    });
    expect(res.statusCode).toBe(200);
  });
});
