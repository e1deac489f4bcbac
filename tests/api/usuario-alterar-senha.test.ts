import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, requestToken, signIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('POST /api/usuario/alterar-senha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const alterar = (accessToken: string | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/alterar-senha',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      payload: body,
    });
  const refresh = (refreshToken: string) =>
    requestToken(t, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    });

  it('refuses a wrong current password and keeps the old one', async () => {
    const tokens = await signIn(t, 'admin');
    const res = await alterar(tokens.access_token, {
      senhaAtual: 'nao-e-esta',
      novaSenha: 'NovaSenha#2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: ['Senha atual incorreta.'],
    });
    await signIn(t, 'admin');
  });

  it('refuses a new password under 8 characters with the spec message', async () => {
    const tokens = await signIn(t, 'admin');
    const res = await alterar(tokens.access_token, {
      senhaAtual: 'Adesao@2026',
      novaSenha: 'curta',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Senha muito curta. Mínimo 8 dígitos']);
  });

  it('requires both fields', async () => {
    const tokens = await signIn(t, 'admin');
    const res = await alterar(tokens.access_token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      'Campo obrigatório: senhaAtual',
      'Campo obrigatório: novaSenha',
    ]);
  });

  it('requires a signed-in user', async () => {
    const res = await alterar(null, { senhaAtual: 'Adesao@2026', novaSenha: 'NovaSenha#2026' });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password and ends every session of the user, this one included', async () => {
    const here = await signIn(t, 'supervisor');
    const elsewhere = await signIn(t, 'supervisor');
    const res = await alterar(here.access_token, {
      senhaAtual: 'Adesao@2026',
      novaSenha: 'NovaSenha#2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      messages: ['Senha alterada com sucesso.'],
    });

    for (const tokens of [here, elsewhere]) {
      expect((await refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/User/MeusDados',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    const old = await requestToken(t, {
      grant_type: 'password',
      username: 'supervisor',
      password: 'Adesao@2026',
      client_id: CLIENT_ID,
    });
    expect(old.statusCode).toBe(400);
    await signIn(t, 'supervisor', 'NovaSenha#2026');
  });

  it('counts wrong current passwords toward the sign-in lock', async () => {
    const tokens = await signIn(t, 'dac');
    for (let i = 1; i <= 10; i++) {
      await alterar(tokens.access_token, {
        senhaAtual: `errada-${i}`,
        novaSenha: 'NovaSenha#2026',
      });
    }
    const locked = await alterar(tokens.access_token, {
      senhaAtual: 'Adesao@2026',
      novaSenha: 'NovaSenha#2026',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages).toEqual([
      'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
    ]);
    // From an address the owner has never signed in from: the owner's known
    // address is exempt from the username lock (docs/security.md), a stranger's is not.
    const login = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: '203.0.113.77',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'dac',
        password: 'Adesao@2026',
        client_id: CLIENT_ID,
      }).toString(),
    });
    expect(login.statusCode).toBe(429);
  });
});
