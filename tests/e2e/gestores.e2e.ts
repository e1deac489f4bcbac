import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLink } from './menu';
import { launchBrowser, screenshot } from './browser';
import { expectNotice } from './propostas-helpers';
import { signIn } from './session';

/** The supervisor keeps the commercial managers (document 1, 2.2: Gestores, Novo Gestor). */
describe('managers kept by the supervisor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the supervisor creates a manager from the menu and finds it in the list', async () => {
    const page = await signIn(browser, 'supervisor');
    await page.waitForURL('**/gestao-comercial/**');
    const novo = await menuLink(page, '/gestao-comercial/novo-gestor', 'Gestores');
    await novo.click();
    await page.waitForURL('**/gestao-comercial/novo-gestor');
    await page.locator('#react-admin-title').getByText('Novo Gestor').waitFor();

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Usuário').fill('rafael.monteiro');
    await field('Nome').fill('Rafael');
    await field('Sobrenome').fill('Monteiro Dias');
    await field('E-mail').fill('sem-arroba');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('E-mail inválido').waitFor();
    expect(page.url()).toContain('/novo-gestor');

    await field('E-mail').fill('rafael.monteiro@example.com');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Gestor cadastrado com sucesso!');
    await page.waitForURL(/\/gestao-comercial\/lista-gestores(\?.*)?$/);
    await page.locator('.RaDataTable-tbody tr').first().waitFor();
    await page.getByPlaceholder('Pesquisar', { exact: true }).fill('Rafael');
    const row = page.locator('.RaDataTable-tbody tr').filter({ hasText: 'rafael.monteiro' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Monteiro Dias');
    await screenshot(page, 'gestores-lista-supervisor');
  });
});
