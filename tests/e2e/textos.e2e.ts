import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { openFilterPanel, openRow, rows, url, waitForList } from './propostas-helpers';
import { signIn } from './session';

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
        const names = await rows(page).locator('td:nth-child(4) .MuiChip-label').allInnerTexts();
        return names.length > 0 && names.every((kind) => kind === 'Dependente');
      })
      .toBe(true);
    await screenshot(page, 'lista-dependentes');
  });
});
