import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PROPONENTE } from '../../server/db/seed/proponente';
import { expectAccessible } from './axe';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { DEMO_PASSWORD } from './session';

/** LGPD art. 18: the administrator exports what the product holds about one CPF. */
describe('exportação dos dados do titular', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('o administrador abre pelo menu, informa o CPF e recebe o ZIP', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('.RaSidebar-fixed').getByText('Dados do titular (LGPD)').click();
    await page.waitForURL('**/administrador/exportacao-titular');
    await page.getByLabel('CPF do titular').pressSequentially(DEMO_PROPONENTE.cpf);
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    await page.getByText('Exportação pronta.').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar ZIP' }).click();
    const file = await download;
    if (file.suggestedFilename() !== 'dados-do-titular.zip') {
      throw new Error(`arquivo inesperado: ${file.suggestedFilename()}`);
    }
    await expectAccessible(page, 'exportação do titular');
    await screenshot(page, 'titular-exportacao');
  });
});
