import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, rows, url, waitForList } from './propostas-helpers';
import { signIn } from './session';

/**
 * A failed load looks failed (issue 'Everyday defects'): no rows under a pager that still counts
 * the previous total, but the notice, an error state without pager, and 'Tentar novamente'.
 */
const UNEXPECTED = 'Ocorreu um erro inesperado, tente novamente mais tarde';

function answer500(route: Route) {
  return route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, data: null, messages: [UNEXPECTED] }),
  });
}

function pager(page: Page) {
  return page.locator('.MuiTablePagination-root');
}

async function expectFailedState(page: Page, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await alert.waitFor({ timeout: 30_000 });
  expect(await rows(page).count()).toBe(0);
  expect(await pager(page).count()).toBe(0);
  return alert;
}

describe('a failed load looks failed', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
  });
  afterAll(() => browser.close());

  it('a list whose refresh answers 500 shows the error state, and retrying brings the rows back', async () => {
    await page.goto(url('/gestao-comercial/todas-propostas'));
    await waitForList(page);
    await pager(page).waitFor();
    await page.route('**/api/adesao/buscar', answer500);
    // The list toolbar's refresh (the app bar has one too).
    await page.getByRole('button', { name: 'Atualizar' }).last().click();
    await expectNotice(page, UNEXPECTED);
    const alert = await expectFailedState(page, 'Não foi possível carregar a lista.');
    await screenshot(page, 'lista-com-falha');
    await page.unroute('**/api/adesao/buscar');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForList(page);
    expect(await rows(page).count()).toBeGreaterThan(0);
    await pager(page).waitFor();
  });

  it('a list opened with the network down says so, and retries once it is back', async () => {
    await page.route('**/api/adesao/buscar', (route) => route.abort('internetdisconnected'));
    await page.goto(url('/gestao-comercial/propostas-entradas'));
    await expectNotice(page, 'Falha na conexão');
    const alert = await expectFailedState(page, 'Não foi possível carregar a lista.');
    await page.unroute('**/api/adesao/buscar');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await waitForList(page);
  });

  it('a proposal that fails to load offers to try again', async () => {
    await page.goto(url('/gestao-comercial/todas-propostas'));
    await waitForList(page);
    await page.route(/\/api\/adesao\/\d+$/, answer500);
    await rows(page).first().click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar a proposta.' });
    await alert.waitFor({ timeout: 30_000 });
    await page.unroute(/\/api\/adesao\/\d+$/);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByRole('heading', { name: /Dados do cliente/ }).waitFor();
  });

  it("a proposal's history that fails to load offers to try again", async () => {
    await page.goto(url('/gestao-comercial/todas-propostas'));
    await waitForList(page);
    await page.route(/\/api\/adesao\/\d+\/listarHistorico/, answer500);
    await rows(page).first().click();
    const panel = page.locator('[role="tabpanel"]').first();
    const alert = panel.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await panel.locator('li').count()).toBe(0);
    await page.unroute(/\/api\/adesao\/\d+\/listarHistorico/);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await panel.locator('li').first().waitFor();
  });

  it("a proposal's documents card that fails offers to try again", async () => {
    await page.goto(url('/gestao-comercial/todas-propostas'));
    await waitForList(page);
    const documents = '**/listarDocumentosAnexosSemArquivo';
    await page.route(documents, answer500);
    await rows(page).first().click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'A lista de documentos não está disponível no momento.' });
    await alert.waitFor({ timeout: 30_000 });
    await page.unroute(documents);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('a registry list (declared resource) shows the same error state', async () => {
    await page.route('**/api/corretores?*', answer500);
    await page.goto(url('/gestao-comercial/corretor/lista-corretores'));
    await expectFailedState(page, 'Não foi possível carregar a lista.');
    await page.unroute('**/api/corretores?*');
  });
});
