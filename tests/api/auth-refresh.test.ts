import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, refreshTokens, usuarioRoles, usuarios } from '../../server/db/schema';
import { deactivateUser } from '../../server/modules/auth';
import { CLIENT_ID, requestToken, signIn, type TokenAnswer } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('refresh tokens: rotation, reuse detection, revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string, clientId = CLIENT_ID) =>
    requestToken(t, {
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: refreshToken,
    });
  const meusDados = (tokens: Pick<TokenAnswer, 'access_token'>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/User/MeusDados',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
  const revoke = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, client_id: CLIENT_ID }).toString(),
    });
  /** Moves the rotation of every token back in time, out of the grace window. */
  const ageRotations = (seconds: number) =>
    t.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - make_interval(secs => ${seconds})` });
  const expectSessionEnded = async (res: Awaited<ReturnType<typeof refresh>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Sessão expirada. Faça login novamente.',
    });
  };

  it('rotates: a new refresh token and a working access token on every use', async () => {
    const first = await signIn(t, 'admin');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json() as TokenAnswer;
    expect(second).toMatchObject({ expires_in: 3600, token_type: 'Bearer', scope: first.scope });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await meusDados(second)).statusCode).toBe(200);
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('stores only the hash of a refresh token', async () => {
    const tokens = await signIn(t, 'admin');
    const rows = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.hash)).not.toContain(tokens.refresh_token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('accepts a retried refresh within the grace window without ending the session', async () => {
    const first = await signIn(t, 'gestorcomercial');
    const a = await refresh(first.refresh_token);
    const retry = await refresh(first.refresh_token);
    expect(a.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refresh_token).not.toBe(a.json().refresh_token);
    // Both successors stay usable: two tabs that raced each keep a working token.
    expect((await refresh(a.json().refresh_token)).statusCode).toBe(200);
    expect((await refresh(retry.json().refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const stolen = await signIn(t, 'supervisor');
    const legit = (await refresh(stolen.refresh_token)).json() as TokenAnswer;
    await ageRotations(11);

    await expectSessionEnded(await refresh(stolen.refresh_token));
    // The legitimate holder is signed out too: its refresh and its access token die.
    await expectSessionEnded(await refresh(legit.refresh_token));
    expect((await meusDados(legit)).statusCode).toBe(401);
    const [session] = await t.db
      .select({ reason: authSessions.revokedReason })
      .from(authSessions)
      .innerJoin(usuarios, eq(usuarios.id, authSessions.usuarioId))
      .where(eq(usuarios.username, 'supervisor'));
    expect(session.reason).toBe('reuse');
  });

  it('refuses an unknown token, and a token presented by another client', async () => {
    await expectSessionEnded(await refresh('nao-e-um-token'));
    const tokens = await signIn(t, 'dac');
    const other = await refresh(tokens.refresh_token, 'outro-cliente');
    expect(other.statusCode).toBe(401);
    expect(other.json().error).toBe('invalid_client');
    const missing = await requestToken(t, { grant_type: 'refresh_token', client_id: CLIENT_ID });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });

  it('refuses an idle-expired token and a session past its absolute lifetime', async () => {
    const idle = await signIn(t, 'gestorcontratos');
    await t.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    await expectSessionEnded(await refresh(idle.refresh_token));

    const old = await signIn(t, 'gestorcontratos');
    await t.db.update(authSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    await expectSessionEnded(await refresh(old.refresh_token));
    // Its access token goes with it.
    expect((await meusDados(old)).statusCode).toBe(401);
  });

  it('logout (RFC 7009) kills the refresh token and the access token of the session', async () => {
    const tokens = await signIn(t, 'enfermeiro');
    const other = await signIn(t, 'enfermeiro');
    const res = await revoke(tokens.refresh_token);
    expect(res.statusCode).toBe(200);
    await expectSessionEnded(await refresh(tokens.refresh_token));
    expect((await meusDados(tokens)).statusCode).toBe(401);
    // Another sign-in of the same user is a different session and lives on.
    expect((await meusDados(other)).statusCode).toBe(200);
  });

  it('revocation accepts the access token, and answers 200 to unknown tokens', async () => {
    const tokens = await signIn(t, 'vendasinternas');
    expect((await revoke(tokens.access_token)).statusCode).toBe(200);
    await expectSessionEnded(await refresh(tokens.refresh_token));
    expect((await revoke('desconhecido')).statusCode).toBe(200);
    expect((await revoke(tokens.refresh_token)).statusCode).toBe(200);
    const badClient = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=x&client_id=intruso',
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('invalid_client');
  });

  it('deactivating a user ends every session, and reactivation does not revive them', async () => {
    const tokens = await signIn(t, 'concessionaria');
    const [user] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'concessionaria'));
    await deactivateUser(t.db, user.id);
    await expectSessionEnded(await refresh(tokens.refresh_token));
    expect((await meusDados(tokens)).statusCode).toBe(401);
    const login = await requestToken(t, {
      grant_type: 'password',
      username: 'concessionaria',
      password: 'Adesao@2026',
      client_id: CLIENT_ID,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: 'invalid_grant', error_description: 'Usuário inativo.' });

    await t.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, user.id));
    await expectSessionEnded(await refresh(tokens.refresh_token));
  });

  it('an account switched off directly in the database cannot refresh either', async () => {
    const tokens = await signIn(t, 'liberacao49menos');
    await t.db
      .update(usuarios)
      .set({ ativo: false })
      .where(eq(usuarios.username, 'liberacao49menos'));
    await expectSessionEnded(await refresh(tokens.refresh_token));
    expect((await meusDados(tokens)).statusCode).toBe(401);
  });

  it('applies the Corretor refusal again on refresh when the roles changed', async () => {
    const tokens = await signIn(t, 'operadorcallcenter');
    const [broker] = await t.db
      .select({ corretorId: usuarios.corretorId })
      .from(usuarios)
      .where(eq(usuarios.username, 'corretor'));
    const [user] = await t.db
      .update(usuarios)
      .set({ corretorId: broker.corretorId })
      .where(eq(usuarios.username, 'operadorcallcenter'))
      .returning({ id: usuarios.id });
    await t.db
      .update(usuarioRoles)
      .set({ role: 'Corretor' })
      .where(eq(usuarioRoles.usuarioId, user.id));
    const res = await refresh(tokens.refresh_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'access_denied',
      error_description: 'Acesso não autorizado!',
    });
    await expectSessionEnded(await refresh(tokens.refresh_token));
  });
});
