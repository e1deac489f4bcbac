import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuLink } from './menu';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, url } from './propostas-helpers';
import { signIn } from './session';

/**
 * Brokers, the first declared resource: the generic list, create and edit screens at the
 * spec's URLs, in the commercial manager's and the dealership's areas.
 */
// The list keeps its search in the address (?filter=...), which a glob would not match.
const LISTA_CORRETORES = /\/corretor\/lista-corretores(\?.*)?$/;

describe('brokers through their resource declaration', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function rowsOf(page: Page): Promise<number> {
    await page.locator('.RaDataTable-tbody tr').first().waitFor();
    return page.locator('.RaDataTable-tbody tr').count();
  }

  it('the commercial manager lists, searches, creates and edits brokers', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/corretor/lista-corretores'));
    expect(await rowsOf(page)).toBe(10);
    await expect.poll(() => page.getByText(/^1-10 de \d+$/).count()).toBe(1);
    await screenshot(page, 'corretores-lista-gestao-comercial');

    await page.getByRole('link', { name: 'Novo Corretor' }).click();
    await page.waitForURL('**/corretor/novo-corretor');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Beatriz Antunes Lima');
    await page.getByRole('textbox', { name: 'CPF' }).fill('11111111111');
    await page.getByRole('textbox', { name: 'Telefone' }).fill('11987654321');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Telefone' }).inputValue())
      .toBe('(11) 98765-4321');
    // Enter in a text input does not submit the form.
    await page.getByRole('textbox', { name: 'Nome' }).press('Enter');
    expect(page.url()).toContain('novo-corretor');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('CPF Inválido').waitFor();
    await page.getByText('Campo obrigatório').first().waitFor();
    await screenshot(page, 'corretores-novo-erros');

    await page.getByRole('textbox', { name: 'CPF' }).fill('529.982.247-25');
    await page.getByLabel('Concessionária').click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Corretor cadastrado com sucesso!');
    await page.waitForURL(LISTA_CORRETORES);
    // The list has answered (its search box is live) before typing into it.
    await page.locator('.RaDataTable-tbody tr').first().waitFor();

    await page.getByPlaceholder('Pesquisar', { exact: true }).fill('Beatriz Antunes');
    await expect
      .poll(() => page.locator('.RaDataTable-tbody tr').count(), { timeout: 15_000 })
      .toBe(1);
    await page.locator('.RaDataTable-tbody tr').first().click();
    await page.waitForURL(/\/corretor\/\d+$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'CPF' }).inputValue())
      .toBe('529.982.247-25');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Beatriz Antunes Lima Souza');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Alterado com sucesso!');
    await page.waitForURL(LISTA_CORRETORES);
    await page.locator('.RaDataTable-tbody tr').first().click();
    await page.getByText('Histórico de alterações').waitFor();
    await page.getByText('Nome: Beatriz Antunes Lima → Beatriz Antunes Lima Souza').waitFor();
    await screenshot(page, 'corretores-edicao-historico');
  });

  it('the dealership sees only its brokers and its new broker is its own', async () => {
    const page = await signIn(browser, 'concessionaria');
    await page.waitForURL('**/concessionaria/**');
    await (await menuLink(page, '/concessionaria/novo-corretor', 'Corretores')).click();
    await page.waitForURL('**/concessionaria/novo-corretor');
    // The dealership is the server's to set: the form does not offer it.
    expect(await page.getByLabel('Concessionária', { exact: true }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Nome' }).fill('Caio Prado Nunes');
    await page.getByRole('textbox', { name: 'CPF' }).fill('111.444.777-35');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Corretor cadastrado com sucesso!');
    await page.waitForURL('**/concessionaria/lista-corretores');
    // Search once the list has drawn: typing into a form still mounting loses the text.
    await page.locator('.RaDataTable-tbody tr').first().waitFor();
    await page.getByPlaceholder('Pesquisar', { exact: true }).fill('Caio Prado');
    await expect.poll(() => page.locator('.RaDataTable-tbody tr').count()).toBe(1);
    await screenshot(page, 'corretores-lista-concessionaria');
  });

  it('turns the list into one column on a phone', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/gestao-comercial/corretor/lista-corretores'));
    await page.locator('#main-content .MuiList-root li').first().waitFor();
    expect(await page.locator('.RaDataTable-tbody').count()).toBe(0);
    await screenshot(page, 'corretores-lista-celular');
  });
});
