import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { openFilterPanel, url, waitForList } from './propostas-helpers';
import { signIn } from './session';

/** The script files the page has asked for so far (their names, without the hash). */
function scripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(request.url().split('/').pop() ?? '');
  });
  return names;
}

/**
 * The charts and the date pickers are downloaded on demand (src/components/graficos,
 * src/components/PickersProvider.tsx): the proposals list opens without them, and the screens
 * that use them still draw them once they arrive.
 */
describe('code loaded on demand', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the list opens without charts or pickers; its filter panel and the dashboard get them', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    const pedidos = scripts(page);
    await page.goto(url('/gestao-comercial/propostas-entradas'));
    await waitForList(page);
    expect(pedidos.some((nome) => nome.startsWith('xCharts-'))).toBe(false);
    expect(pedidos.some((nome) => nome.startsWith('xDatePickers-'))).toBe(false);

    // The panel's dates become pt-BR pickers: sections in dd/MM/yyyy order.
    const dialog = await openFilterPanel(page);
    const de = dialog.getByRole('group', { name: 'Data de criação' }).getByRole('group', {
      name: 'De',
    });
    await expect.poll(() => de.getByRole('spinbutton').count()).toBe(3);
    expect(await de.getByRole('spinbutton').first().getAttribute('aria-label')).toMatch(/Dia/);
    expect(pedidos.some((nome) => nome.startsWith('xDatePickers-'))).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(url('/gestao-comercial/dashboard'));
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    expect(pedidos.some((nome) => nome.startsWith('xCharts-'))).toBe(true);
    await screenshot(page, 'dashboard-graficos-sob-demanda');
  });

  it('a cold load of a proposal list asks for its first page once, before the area is drawn', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    // The API calls in the order the browser sends them.
    const chamadas: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) chamadas.push(`${request.method()} ${pathname}`);
    });
    await page.goto(url('/gestao-comercial/propostas-entradas'));
    await waitForList(page);
    const buscas = chamadas.filter((chamada) => chamada === 'POST /api/adesao/buscar');
    expect(buscas).toHaveLength(1);
    // Sent by the start-up (src/startup.ts), not by the list after the area's first render:
    // the menu's saved views are asked for by that render.
    const menu = chamadas.findIndex((chamada) => chamada.startsWith('GET /api/visoes/'));
    expect(menu).toBeGreaterThan(-1);
    expect(chamadas.indexOf('POST /api/adesao/buscar')).toBeLessThan(menu);
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(0);
  });
});
