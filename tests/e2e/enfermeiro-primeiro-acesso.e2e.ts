import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { menuLink } from './menu';
import { launchBrowser, newPage, screenshot } from './browser';
import { expectNotice } from './propostas-helpers';
import { signInAt } from './session';

/**
 * A nurse's account from creation to first sign-in, through the screens and a real SMTP server.
 * The suite's shared server sends no e-mail (no SMTP_URL), so this file starts its own server,
 * on the SPA the global setup built, pointed at a test SMTP server it also starts; the worker
 * runs in the server, as in production, and the link points back at this server (PUBLIC_URL).
 */
const EMAIL = 'lara.fontes@example.com';
const USUARIO = 'lara.fontes';
const SENHA = 'Primeiro@Acesso1';

let smtp: TestSmtpServer;
let server: OwnServer;
let browser: Browser;

describe('a nurse created by the administrator', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startOwnServer('primeiro-acesso', (url) => ({
      SMTP_URL: smtp.url,
      PUBLIC_URL: url,
      WORKER_POLL_MS: '200',
    }));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('gets the first-access e-mail, chooses a password through its link and signs in', async () => {
    const admin = await signInAt(browser, server.url, 'admin');
    await admin.waitForURL('**/administrador/**');
    const novo = await menuLink(admin, '/administrador/novo-enfermeiro', 'Enfermeiros');
    await novo.click();
    await admin.waitForURL('**/administrador/novo-enfermeiro');
    const field = (name: string) => admin.getByRole('textbox', { name, exact: true });
    await field('Usuário').fill(USUARIO);
    await field('Nome').fill('Lara');
    await field('Sobrenome').fill('Fontes Amaral');
    await field('E-mail').fill(EMAIL);
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(admin, 'Enfermeiro cadastrado com sucesso!');
    await admin.waitForURL(/\/administrador\/lista-enfermeiros(\?.*)?$/);
    await admin.locator('.RaDataTable-tbody tr').filter({ hasText: USUARIO }).waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL), 30_000);
    expect(mail.subject).toBe('Bem-vindo ao Adesão');
    expect(mail.text).toContain(`Sua conta no Adesão foi criada com o usuário ${USUARIO}.`);
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${server.url}/usuario/redefinir-senha?token=`)).toBe(true);

    // The nurse, in a browser of her own: the link, the password, the sign-in.
    const nurse = await newPage(browser);
    await nurse.goto(link);
    await nurse.getByLabel('Nova senha', { exact: true }).fill(SENHA);
    await nurse.getByLabel('Confirme a nova senha', { exact: true }).fill(SENHA);
    await screenshot(nurse, 'primeiro-acesso-definir-senha');
    await nurse.getByRole('button', { name: 'Redefinir senha' }).click();
    await nurse.waitForURL('**/login');
    await nurse.getByLabel('Usuário').fill(USUARIO);
    await nurse.getByLabel('Senha', { exact: true }).fill(SENHA);
    await nurse.getByRole('button', { name: 'Entrar' }).click();
    await nurse.waitForURL('**/enfermeiro-avaliador/lista-novas');
    await nurse.getByText('Lara').first().waitFor();
    await screenshot(nurse, 'primeiro-acesso-enfermeira-entrou');

    // The link served once: opened again, it no longer sets a password.
    const again = await newPage(browser);
    await again.goto(link);
    await again.getByLabel('Nova senha', { exact: true }).fill('Outra@Senha12');
    await again.getByLabel('Confirme a nova senha', { exact: true }).fill('Outra@Senha12');
    await again.getByRole('button', { name: 'Redefinir senha' }).click();
    await expectNotice(again, 'Link de redefinição inválido ou expirado.');
    expect(again.url()).toContain('/usuario/redefinir-senha');
  });
});
