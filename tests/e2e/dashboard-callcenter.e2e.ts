import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { waitForList } from './propostas-helpers';
import { signIn } from './session';

/** The call-centre manager's dashboard: a card per status leads into Beneficiários. */
describe('call-centre manager dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens from the menu; a status card opens Beneficiários on that status, same count', async () => {
    const page = await signIn(browser, 'gestorcallcenter');
    await page.waitForURL('**/gestao-callcenter/novo-operador');
    await page.locator('.RaSidebar-fixed a[href="/gestao-callcenter/dashboard"]').click();
    await page.waitForURL('**/gestao-callcenter/dashboard');
    await page.locator('#react-admin-title').getByText('Dashboard').waitFor();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    const card = page.getByRole('link', { name: /^Nova entrada: \d+ propostas\. Abrir a lista$/ });
    const count = Number(
      (await page.getByTestId('contagem-situacao-1').innerText()).replace(/\D/g, ''),
    );
    expect(count).toBeGreaterThan(0);
    await screenshot(page, 'dashboard-gestao-callcenter');

    await card.click();
    await page.waitForURL(/\/gestao-callcenter\/todas-propostas/);
    await waitForList(page);
    await page.getByText('Situação: Nova entrada').waitFor();
    const pagination = await page
      .getByText(/^\d+-\d+ de \d+$/)
      .first()
      .innerText();
    expect(Number(pagination.split(' de ')[1])).toBe(count);
    // Every row is of the card's status.
    const statuses = await page.locator('table tbody tr').allInnerTexts();
    expect(statuses.every((row) => row.includes('Nova entrada'))).toBe(true);
    await screenshot(page, 'beneficiarios-por-situacao');

    await page.getByRole('img', { name: 'Remover o filtro de situação' }).click();
    await page.getByText('Situação: Nova entrada').waitFor({ state: 'detached' });
  });
});
