import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { columnCells, openFilterPanel, openRow, rows, url, waitForList } from './propostas-helpers';
import { signIn } from './session';

/** Every '(11) 91234-5678' on the page, with the number of lines its characters occupy. */
async function phoneLines(page: Page) {
  return page.evaluate(() => {
    // Each '(11) 91234-5678' on the page: the line boxes its characters occupy.
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\(\d{2}\) \d{4,5}-\d{4}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

/** People read labels in proper Portuguese, never codes (issue 'Everyday defects'). */
describe('labels, not codes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("'Meu perfil' names the roles in pt-BR", async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/usuario/ver-perfil'));
    await page.getByText('Gestor comercial', { exact: true }).waitFor();
    await page.getByText('Aprovador de propostas', { exact: true }).waitFor();
    expect(await page.getByText('GestorComercial', { exact: true }).count()).toBe(0);
    expect(await page.getByText('AprovadorProposta', { exact: true }).count()).toBe(0);
    await screenshot(page, 'perfil-papeis');
  });

  it('the proposal history shows action labels with accents, never keys', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/propostas-pendencias'));
    await waitForList(page);
    await openRow(page);
    await page.getByRole('tab', { name: 'Histórico de proposta' }).waitFor();
    await page.getByRole('tab', { name: 'Observações gerais' }).waitFor();
    const timeline = page.locator('[role="tabpanel"]').first();
    await timeline.locator('li').first().waitFor();
    const chips = await timeline.locator('.MuiChip-label').allInnerTexts();
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(chip).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('tells holder and dependent rows apart and filters either', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/todas-propostas'));
    await waitForList(page);
    const kinds = await rows(page).locator('.MuiChip-label').allInnerTexts();
    expect(kinds).toContain('Titular');
    const panel = await openFilterPanel(page);
    await panel.getByRole('radio', { name: 'Dependentes' }).click();
    await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect
      .poll(async () => {
        const names = await (
          await columnCells(page, 'Nome')
        )
          .locator('.MuiChip-label')
          .allInnerTexts();
        return names.length > 0 && names.every((kind) => kind === 'Dependente');
      })
      .toBe(true);
    await screenshot(page, 'lista-dependentes');
  });

  it('shows phone numbers formatted and never broken across lines', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.setViewportSize({ width: 1100, height: 850 });
    await page.waitForURL('**/gestao-comercial/**');
    // Half the demo proposals have two phones: open rows until one shows both.
    const contacts = page
      .locator('div', { has: page.getByText('Telefones', { exact: true }) })
      .last();
    for (let row = 0; row < 6; row++) {
      await page.goto(url('/gestao-comercial/todas-propostas'));
      await waitForList(page);
      await rows(page).nth(row).click();
      await page.waitForURL(/\/proposta\/\d+$/);
      await contacts.waitFor();
      // The row's own data is drawn first (PropostaEmCarga), the card busy until it has loaded.
      await page
        .locator('[aria-busy="true"]', { has: page.getByText('Telefones', { exact: true }) })
        .waitFor({ state: 'detached' });
      if ((await phoneLines(page)).length > 1) break;
    }
    const phones = await phoneLines(page);
    expect(phones.length).toBeGreaterThan(1);
    expect(phones.filter((phone) => phone.lines !== 1)).toEqual([]);
    await screenshot(page, 'telefones-cartao');
    // The sending log on a phone's screen: a narrow table cell.
    await page.getByRole('button', { name: 'Histórico de envios' }).click();
    const log = page.getByRole('dialog', { name: 'Histórico de envios' });
    await log.locator('tbody tr').first().waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const logged = await phoneLines(page);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((phone) => phone.lines !== 1)).toEqual([]);
    await screenshot(page, 'telefones-envios');
  });

  it('turns a proposal list into one column on a phone', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/gestao-comercial/todas-propostas'));
    const items = page.locator('main li').filter({ hasText: /\((Titular|Dependente)\)/ });
    await items.first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await items.count()).toBe(10);
    // The toolbar stays within the phone's width: no sideways scroll, every button on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const toolbar = page.locator('.RaList-actions button');
    expect(await toolbar.count()).toBeGreaterThan(3);
    for (const box of await toolbar.evaluateAll((buttons) =>
      buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'lista-propostas-celular');
    await items.first().click();
    await page.waitForURL(/\/proposta\/\d+$/);
  });
});
