import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';
import { signIn } from './session';

/**
 * 'Mensagens enviadas' on the suite's server (APP_ENV=test, no SMTP): a message the product
 * sends, here the forgotten-password e-mail asked for on the login page, is read by the
 * administrator from the menu and its link is followed by a click.
 */
const USUARIO = 'liberacao49menos';
const EMAIL = `${USUARIO}@adesao.example.com`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the administrator's 'Mensagens enviadas'", () => {
  it('shows the e-mail the product sent, its link clickable, and its detail', async () => {
    const visitor = await newPage(browser);
    await visitor.goto(`${baseUrl()}/login`);
    await visitor.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await visitor.getByLabel('Usuário ou e-mail').fill(USUARIO);
    await visitor.getByRole('button', { name: 'Enviar' }).click();
    await visitor.getByText(/enviaremos um e-mail com as instruções/).waitFor();

    const admin = await signIn(browser, 'admin');
    await admin.waitForURL('**/administrador/**');
    await admin.locator('.RaSidebar-fixed a[href="/administrador/mensagens-enviadas"]').click();
    await admin.waitForURL('**/administrador/mensagens-enviadas');
    await admin.getByLabel('Destinatário').fill(USUARIO);
    const row = admin.locator('.RaDataTable-tbody tr').filter({ hasText: EMAIL }).first();
    await row.waitFor({ timeout: 15_000 });
    await expect(row.getByText('Adesão: redefinição de senha').isVisible()).resolves.toBe(true);
    const link = row.locator('a[href*="/usuario/redefinir-senha?token="]');
    const href = await link.getAttribute('href');
    // PUBLIC_URL is unset on the suite's server: its links name http://localhost:<port>.
    expect(href).toMatch(/^http:\/\/localhost:\d+\/usuario\/redefinir-senha\?token=[\w-]+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    await screenshot(admin, 'mensagens-enviadas-lista');

    // The link opens the product's own page in a new tab, as a tester would follow it.
    const [aba] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    await aba.getByRole('button', { name: 'Redefinir senha' }).waitFor();
    await aba.close();

    await row.getByRole('link', { name: 'Ver mensagem' }).click();
    await admin.waitForURL(/\/administrador\/mensagens-enviadas\/\d+$/);
    await admin.getByText(/Recebemos uma solicitação para redefinir a senha/).waitFor();
    await admin.locator(`a[href="${href}"]`).waitFor();
    await screenshot(admin, 'mensagens-enviadas-detalhe');
  });
});
