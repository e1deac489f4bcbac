import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, usuarios } from '../../server/db/schema';
import { CLIENT_ID, requestToken, signIn } from '../helpers/auth';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://adesao.example.com';
const REQUESTED =
  'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.';
const INVALID_LINK = 'Link de redefinição inválido ou expirado.';

describe('forgot password and reset by e-mailed link', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (login: string) =>
    t.app.inject({ method: 'POST', url: '/api/usuario/esqueci-minha-senha', payload: { login } });
  const reset = (token: string, novaSenha: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuario/redefinir-senha',
      payload: { token, novaSenha },
    });
  const mailTo = (address: string) => smtp.waitFor((mail) => mail.to.includes(address));
  const tokenOf = (mail: ReceivedMail) => {
    const link = /https:\/\/adesao\.example\.com\/usuario\/redefinir-senha\?token=([\w-]+)/.exec(
      mail.text,
    );
    if (!link) throw new Error('o e-mail não contém o link de redefinição');
    return link[1];
  };

  it('e-mails a pt-BR message with a single-use link to the account named by username', async () => {
    const res = await forgot('supervisor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, messages: [REQUESTED] });

    const mail = await mailTo('supervisor@adesao.example.com');
    expect(mail.subject).toBe('Adesão: redefinição de senha');
    expect(mail.from).toContain('nao-responda@adesao.example.com');
    expect(mail.text).toContain('Olá, Sônia!');
    expect(mail.text).toContain('Recebemos uma solicitação para redefinir a senha');
    expect(mail.text).toContain('O link é válido por 1 hora e pode ser usado uma única vez.');
    const token = tokenOf(mail);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`${PUBLIC_URL}/usuario/redefinir-senha?token=${token}`);
    expect(mail.html).toContain('Sônia');

    // Only its hash is stored.
    const stored = await t.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('finds the account by e-mail too, without regard to case', async () => {
    expect((await forgot('GESTORCONTRATOS@adesao.example.com')).statusCode).toBe(200);
    const mail = await mailTo('gestorcontratos@adesao.example.com');
    expect(mail.text).toContain('Olá, Carlos!');
  });

  it('answers the same to an unknown login and sends nothing', async () => {
    const unknown = await forgot('nao-existe@adesao.example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().messages).toEqual([REQUESTED]);
    // A later real request arrives; the unknown one never produced a message.
    await forgot('dac');
    await mailTo('dac@adesao.example.com');
    expect(smtp.messages.some((m) => m.to.includes('nao-existe@adesao.example.com'))).toBe(false);
  });

  it('sends nothing to a deactivated account', async () => {
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.username, 'gestorsaude'));
    expect((await forgot('gestorsaude')).statusCode).toBe(200);
    await forgot('liberacao49menos');
    await mailTo('liberacao49menos@adesao.example.com');
    expect(smtp.messages.some((m) => m.to.includes('gestorsaude@adesao.example.com'))).toBe(false);
  });

  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const before = await signIn(t, 'gestorcomercialpme');
    await forgot('gestorcomercialpme');
    const token = tokenOf(await mailTo('gestorcomercialpme@adesao.example.com'));

    const done = await reset(token, 'NovaSenha#2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      data: null,
      messages: ['Senha redefinida com sucesso.'],
    });
    await signIn(t, 'gestorcomercialpme', 'NovaSenha#2026');
    const oldPassword = await requestToken(t, {
      grant_type: 'password',
      username: 'gestorcomercialpme',
      password: 'Adesao@2026',
      client_id: CLIENT_ID,
    });
    expect(oldPassword.statusCode).toBe(400);

    const refresh = await requestToken(t, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: before.refresh_token,
    });
    expect(refresh.json().error).toBe('invalid_grant');

    const again = await reset(token, 'OutraSenha#2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, data: null, messages: [INVALID_LINK] });
  });

  it('keeps the link when the new password is too short, and spends it on a valid one', async () => {
    await forgot('operadorcallcenter');
    const token = tokenOf(await mailTo('operadorcallcenter@adesao.example.com'));
    const short = await reset(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().messages).toEqual(['Senha muito curta. Mínimo 8 dígitos']);
    expect((await reset(token, 'Outra#Senha2026')).statusCode).toBe(200);
  });

  it('refuses an expired link and an invented one', async () => {
    await forgot('gestorcallcenter');
    const token = tokenOf(await mailTo('gestorcallcenter@adesao.example.com'));
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await reset(token, 'NovaSenha#2026');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messages).toEqual([INVALID_LINK]);

    const invented = await reset('x'.repeat(43), 'NovaSenha#2026');
    expect(invented.statusCode).toBe(400);
    expect(invented.json().messages).toEqual([INVALID_LINK]);
  });

  it('sends one e-mail per minute at most, and a newer link replaces the older one', async () => {
    const address = 'enfermeiroexterno@adesao.example.com';
    await forgot('enfermeiroexterno');
    const first = tokenOf(await mailTo(address));
    await forgot('enfermeiroexterno');
    // Pretend the minute has passed, then ask again.
    await t.db.update(passwordResetTokens).set({ createdAt: sql`now() - interval '2 minutes'` });
    await forgot('enfermeiroexterno');
    const second = await smtp.waitFor(
      (mail) => mail.to.includes(address) && tokenOf(mail) !== first,
    );
    expect(smtp.messages.filter((m) => m.to.includes(address))).toHaveLength(2);
    expect((await reset(first, 'NovaSenha#2026')).statusCode).toBe(400);
    expect((await reset(tokenOf(second), 'NovaSenha#2026')).statusCode).toBe(200);
  });

  it('validates the body with pt-BR messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/esqueci-minha-senha',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      messages: ['Campo obrigatório: login'],
    });
  });
});
