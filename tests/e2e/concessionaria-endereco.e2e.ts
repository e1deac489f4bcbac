import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, url } from './propostas-helpers';
import { signIn } from './session';

/**
 * A dealership's address and contacts through the generic edit screen. The suite's shared server
 * has no CEP service configured, so the browser answers GET /api/cep/* itself (the server's
 * look-up has its API test, tests/api/cep.test.ts): what is checked here is the form filling
 * the address, and the address and contacts saved and read back.
 */
const LISTA = /\/concessionaria\/lista-concessionarias(\?.*)?$/;

describe('dealership address and contacts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the commercial manager types a CEP, gets the address, adds a contact and saves', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.route('**/api/cep/29050545', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            cep: '29050545',
            logradouro: 'Rua Aleixo Netto',
            bairro: 'Praia do Canto',
            municipio: 'Vitória',
            uf: 'ES',
          },
          messages: [],
        },
      }),
    );
    await page.goto(url('/gestao-comercial/concessionaria/lista-concessionarias'));
    await page.locator('.RaDataTable-tbody tr').first().click();
    await page.waitForURL(/\/concessionaria\/\d+$/);
    await page.getByRole('heading', { name: 'Endereço' }).waitFor();

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('CEP').fill('29050545');
    await expect.poll(() => field('Logradouro').inputValue()).toBe('Rua Aleixo Netto');
    expect(await field('Bairro').inputValue()).toBe('Praia do Canto');
    expect(await field('Cidade').inputValue()).toBe('Vitória');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'UF' }).innerText())
      .toBe('ES - Espírito Santo');
    expect(await field('CEP').inputValue()).toBe('29050-545');
    await field('Número').fill('120');

    await page.getByRole('button', { name: 'Adicionar contato' }).click();
    const contato = page.locator('li').filter({ hasText: 'Contato 1' });
    await contato.getByRole('textbox', { name: 'Nome' }).fill('Lúcia Ferraz');
    await contato.getByRole('textbox', { name: 'Cargo' }).fill('Gerente comercial');
    await contato.getByRole('textbox', { name: 'Telefone' }).fill('27998765432');
    await contato.getByRole('textbox', { name: 'E-mail' }).fill('lucia@autocenter.com.br');
    await screenshot(page, 'concessionaria-endereco-contatos');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Alterado com sucesso!');
    await page.waitForURL(LISTA);

    await page.locator('.RaDataTable-tbody tr').first().click();
    await page.waitForURL(/\/concessionaria\/\d+$/);
    await expect.poll(() => field('Logradouro').inputValue()).toBe('Rua Aleixo Netto');
    expect(await field('Número').inputValue()).toBe('120');
    const salvo = page.locator('li').filter({ hasText: 'Contato 1' });
    expect(await salvo.getByRole('textbox', { name: 'Telefone' }).inputValue()).toBe(
      '(27) 99876-5432',
    );
    await page.getByText('Contatos: — → Lúcia Ferraz').waitFor();
    await screenshot(page, 'concessionaria-endereco-historico');
  });
});
