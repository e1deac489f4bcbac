import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/propostas';
import { requestToken, signIn, CLIENT_ID } from '../helpers/auth';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Staff accounts are declared resources with `usuario: { role }` (src/registries/usuarios.ts).
let t: TestApp;
let smtp: TestSmtpServer;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
  as = apiClient(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('contas da equipe (recursos declarados de usuários)', () => {
  it('lists only the accounts holding the resource role, never a password hash', async () => {
    const res = await as('admin').get('/api/enfermeiros');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.map((r) => r.username)).toContain('enfermeiro');
    expect(rows.map((r) => r.username)).not.toContain('enfermeiroexterno');
    expect(JSON.stringify(rows)).not.toMatch(/password|\$argon2/i);
  });

  it('creates a nurse who receives a first-access e-mail, sets a password and signs in as a nurse', async () => {
    const created = await as('admin').post('/api/enfermeiros', {
      username: 'ana.enfermeira',
      firstName: 'Ana',
      lastName: 'Ribeiro',
      email: 'ana.enfermeira@example.com',
      ativo: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().messages).toEqual(['Enfermeiro cadastrado com sucesso!']);

    await t.app.outboxWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('ana.enfermeira@example.com'));
    expect(mail.subject).toBe('Bem-vindo ao Adesão');
    expect(mail.text).toContain('ana.enfermeira');
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/redefinir-senha',
      payload: { token, novaSenha: 'Primeiro@Acesso1' },
    });
    expect(reset.statusCode).toBe(200);
    const tokens = await signIn(t, 'ana.enfermeira', 'Primeiro@Acesso1');
    const me = await t.app.inject({
      url: '/api/User/MeusDados',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json().data).toMatchObject({ roles: ['Enfermeiro'], enfermeiro: true });
  });

  it('refuses a user name already taken, whatever its case', async () => {
    const res = await as('admin').post('/api/gestores', {
      username: 'GestorComercial',
      firstName: 'Outro',
      email: 'outro@example.com',
    });
    expect(res.statusCode).toBe(409);
  });

  it('deactivating an account ends its sessions at once', async () => {
    const created = (
      await as('gestorcallcenter').post('/api/operadores-callcenter', {
        username: 'bruno.operador',
        firstName: 'Bruno',
        email: 'bruno@example.com',
      })
    ).json().data as { id: number };
    await t.app.outboxWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('bruno@example.com'));
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/usuario/redefinir-senha',
      payload: { token, novaSenha: 'Operador@2026x' },
    });
    const session = await signIn(t, 'bruno.operador', 'Operador@2026x');

    const removed = await as('gestorcallcenter').delete(`/api/operadores-callcenter/${created.id}`);
    expect(removed.json().data.ativo).toBe(false);
    const refreshed = await requestToken(t, {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(refreshed.statusCode).toBe(400);
    const me = await t.app.inject({
      url: '/api/User/MeusDados',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('guards each kind of account by the permission table', async () => {
    expect((await as('gestorsaude').get('/api/gestores')).statusCode).toBe(403);
    expect((await as('supervisor').get('/api/usuarios-dac')).statusCode).toBe(200);
    expect((await as('gestorcomercial').get('/api/enfermeiros')).statusCode).toBe(403);
    expect((await as('admin').get('/api/operadores-callcenter')).statusCode).toBe(403);
  });
});
