import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLink } from './menu';
import { launchBrowser, screenshot } from './browser';
import { signIn } from './session';

/**
 * Issue 39 item 9: the commercial manager reaches the price tables from the menu (Cadastros),
 * reads a demo table's ten bands in reais and is told when a new table's validity overlaps one
 * of the same plan.
 */
describe('price tables', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens from the menu, shows a table in reais and refuses an overlapping one', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    const link = await menuLink(page, '/gestao-comercial/tabela-preco', 'Cadastros');
    await expect(link.innerText()).resolves.toContain('Tabelas de preços');
    await link.click();
    await page.waitForURL(/\/gestao-comercial\/tabela-preco(\?.*)?$/);
    await page.getByText('Sênior Apartamento 2026').waitFor();
    await expect(page.getByText('R$ 1.099,90').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'tabelas-preco-lista');

    await page.getByText('Sênior Apartamento 2026').click();
    await page.waitForURL(/\/gestao-comercial\/tabela-preco\/\d+$/);
    const ultimaFaixa = page.getByRole('textbox', { name: /59 anos ou mais/ });
    await expect.poll(() => ultimaFaixa.inputValue()).toBe('1.099,90');
    await page.getByText('Valor mensal por faixa etária (ANS)').waitFor();
    await screenshot(page, 'tabela-preco-edicao');

    // A second table of the same plan from mid-2026: the open-ended 2026 one already covers it.
    await page.goto(page.url().replace(/\/\d+$/, '/nova'));
    await page.getByRole('textbox', { name: 'Nome' }).fill('Sênior Apartamento julho');
    await page.getByRole('combobox', { name: /Plano de saúde/ }).fill('Sênior Apart');
    await page.getByRole('option', { name: 'Sênior Apartamento' }).click();
    // The pt-BR picker takes the digits section by section (dd/MM/yyyy).
    await page.getByRole('group', { name: /Início da vigência/ }).click();
    await page.keyboard.type('01072026');
    const faixas = page.getByRole('textbox', { name: / anos/ });
    for (let i = 0; i < 10; i++) await faixas.nth(i).fill(`${300 + i * 50},00`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByText(/A vigência coincide com a de "Sênior Apartamento 2026"/)
      .first()
      .waitFor();
    await screenshot(page, 'tabela-preco-sobreposta');
  });
});
