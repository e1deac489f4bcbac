import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { signIn } from './session';
import { expectNotice, url, waitForList } from './propostas-helpers';

/** The total a proposal list's pagination shows ('1-10 de 57'), or 0 for an empty list. */
async function listTotal(page: Page): Promise<number> {
  const empty = page.getByText('Nenhuma proposta encontrada com estes filtros.');
  if (await empty.isVisible()) return 0;
  const text = await page
    .getByText(/^\d+-\d+ de \d+$/)
    .first()
    .innerText();
  return Number(text.split(' de ')[1]);
}

/** Dashboards (document 1, 2.2 and 2.3), drafts, direct search and the under-49 release. */
describe('dashboards and the age release', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("the commercial manager's cards lead into the lists with the same counts", async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/dashboard'));
    const cards = page.locator('[data-testid^="contagem-"]');
    await cards.first().waitFor();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await screenshot(page, 'dashboard-gestao-comercial');
    for (const rota of ['propostas-entradas', 'propostas-pendencias', 'todas-propostas']) {
      const count = Number(
        (await page.getByTestId(`contagem-${rota}`).innerText()).replace(/\D/g, ''),
      );
      await page.getByTestId(`contagem-${rota}`).click();
      await page.waitForURL(`**/gestao-comercial/${rota}`);
      await waitForList(page);
      expect(await listTotal(page), rota).toBe(count);
      await page.goBack();
      await page.getByTestId(`contagem-${rota}`).waitFor();
    }
  });

  it("the dealership's dashboard, the drafts and the direct search", async () => {
    const page = await signIn(browser, 'concessionaria');
    await page.waitForURL('**/concessionaria/**');
    await page.goto(url('/concessionaria/dashboard'));
    await page.getByTestId('contagem-propostas-novas').waitFor();
    await screenshot(page, 'dashboard-concessionaria');
    await page.getByRole('link', { name: 'Rascunhos' }).click();
    await page.waitForURL('**/concessionaria/rascunhos');
    await page.getByRole('heading', { name: 'Preenchimentos salvos automaticamente' }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    await screenshot(page, 'rascunhos-concessionaria');

    const manager = await signIn(browser, 'gestorcomercial');
    await manager.waitForURL('**/gestao-comercial/**');
    await manager.goto(url('/gestao-comercial/rascunhos'));
    await manager.getByRole('heading', { name: 'Propostas não enviadas' }).waitFor();
    await manager.locator('table tbody tr').first().waitFor();
    await screenshot(manager, 'rascunhos');
    const contrato = await manager.locator('table tbody tr td').first().innerText();
    await manager.goto(url('/gestao-comercial/busca'));
    await manager.getByLabel('Número do contrato, CPF ou nome').fill(contrato);
    await manager.getByRole('button', { name: 'Buscar' }).click();
    await manager.locator('table tbody tr').first().waitFor();
    expect(await manager.locator('table tbody tr td').first().innerText()).toBe(contrato);
    await screenshot(manager, 'busca-direta');
    await manager.locator('table tbody tr a').first().click();
    await manager.waitForURL(/\/gestao-comercial\/proposta\/\d+$/);
  });

  it("the supervisor's panel draws its four charts", async () => {
    const page = await signIn(browser, 'supervisor');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/painel-supervisor'));
    await page.getByRole('heading', { name: 'Propostas por situação' }).waitFor();
    // The charts' code arrives after the headings (its own download): wait for the first one.
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(await page.locator('.MuiChartsSurface-root').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'painel-supervisor');
  });

  it("the commercial manager's brokers overview", async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/corretores'));
    await page.locator('table tbody tr').first().waitFor();
    await screenshot(page, 'corretores-visao');
  });

  it('liberacao49menos releases a draft of an applicant under 49', async () => {
    const page = await signIn(browser, 'liberacao49menos');
    await page.waitForURL('**/gestao-comercial/liberacao-idade');
    const rowsOf = page.locator('table tbody tr');
    await rowsOf.first().waitFor();
    const before = await rowsOf.count();
    const contrato = await rowsOf.first().locator('td').first().innerText();
    await screenshot(page, 'liberacao-idade');
    await rowsOf.first().getByRole('button', { name: 'Liberar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Liberar idade' });
    await dialog.getByText(`proposta ${contrato}`, { exact: false }).waitFor();
    await screenshot(page, 'liberacao-idade-confirmacao');
    await dialog.getByRole('button', { name: 'Liberar' }).click();
    await expectNotice(page, 'Liberação de idade registrada com sucesso!');
    await page.getByRole('cell', { name: contrato, exact: true }).waitFor({ state: 'detached' });
    expect(await rowsOf.filter({ hasText: /^\d/ }).count()).toBe(before - 1);
  });
});
