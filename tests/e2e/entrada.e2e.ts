import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { openListFromMenu, rows, url } from './propostas-helpers';
import { signIn } from './session';

const AREA = 'concessionaria';
const HOLDER = 'Iracema Tavares Fontoura';
const DEPENDENT = 'Joaquim Tavares Fontoura';

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu's invisible backdrop covers the page until it has faded out.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function beneficiary(page: Page, nome: string, nascimento: string) {
  await field(page, 'CPF').last().fill(generateCpf());
  await field(page, 'Nome completo').last().fill(nome);
  await field(page, 'Data de nascimento').last().fill(nascimento);
  await field(page, 'Nome da mãe').last().fill('Benedita Tavares');
}

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' }).click();
const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

describe('a dealership creates a retention proposal', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'concessionaria');
    await page.waitForURL(`**/${AREA}/**`);
  });
  afterAll(() => browser.close());

  it('fills the holder and address, reloads and finds the draft where it was left', async () => {
    await page.goto(url(`/${AREA}/propostaRetencao/novo`));
    await page.getByRole('heading', { level: 1, name: 'Nova proposta de retenção' }).waitFor();
    await page.waitForURL(/rascunho=\d+/);

    await continuar(page);
    await page.getByText('Campo obrigatório').first().waitFor();
    await beneficiary(page, HOLDER, '12/07/1955');
    await choose(page, 'Estado civil', 'Viúvo');
    await choose(page, 'Sexo', 'Feminino');
    await field(page, 'E-mail').fill('iracema.fontoura@exemplo.com.br');
    await field(page, 'Celular').fill('27998761234');
    await continuar(page);
    await step(page, 'Endereço');
    await field(page, 'CEP').fill('29050545');
    await field(page, 'Logradouro').fill('Rua Aleixo Netto');
    await field(page, 'Número').fill('120');
    await field(page, 'Bairro').fill('Praia do Canto');
    await field(page, 'Cidade').fill('Vitória');
    await choose(page, 'UF', 'ES - Espírito Santo');
    await page.getByRole('status').filter({ hasText: 'Rascunho salvo' }).waitFor();

    await page.reload();
    await step(page, 'Endereço');
    await expect(field(page, 'Logradouro').inputValue()).resolves.toBe('Rua Aleixo Netto');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await step(page, 'Titular');
    await expect(field(page, 'Nome completo').inputValue()).resolves.toBe(HOLDER);
    await continuar(page);
    await step(page, 'Endereço');
    await continuar(page);
  });

  it('adds a dependent, chooses the plan, reviews and submits', async () => {
    await step(page, 'Dependentes');
    await page.getByRole('button', { name: 'Adicionar dependente' }).click();
    await choose(page, 'Grau de parentesco', 'Filho');
    await beneficiary(page, DEPENDENT, '03/09/2012');
    await choose(page, 'Estado civil', 'Solteiro');
    await choose(page, 'Sexo', 'Masculino');
    await screenshot(page, 'entrada-dependentes');
    await continuar(page);

    await step(page, 'Plano e venda');
    await choose(page, 'Unidade', 'Matriz-Vitória');
    await page.getByRole('combobox', { name: /^Plano de saúde/ }).click();
    await page.getByRole('option', { name: /^Sênior Apartamento/ }).click();
    await page.getByRole('combobox', { name: /^Corretor/ }).click();
    await page.getByRole('option').first().click();
    await choose(page, 'Dia de vencimento', 'Dia 10');
    await continuar(page);

    await step(page, 'Revisão');
    await page.getByText(DEPENDENT, { exact: false }).waitFor();
    await screenshot(page, 'entrada-revisao');
    await page.getByRole('button', { name: 'Enviar proposta' }).click();
    await page.getByRole('heading', { level: 1, name: /^Proposta nº \d+ criada$/ }).waitFor();
    await page
      .getByText(
        'Proposta criada com sucesso! O termo de intenção de compra foi enviado ao proponente.',
      )
      .first()
      .waitFor();
    // The applicant's term link, to copy or resend, right where the proposal was created.
    const links = page.getByRole('region', { name: 'Links do proponente' });
    await links.getByText('Termo de intenção de compra').waitFor();
    await screenshot(page, 'entrada-criada');
  });

  it('finds the holder and the dependent awaiting the term, and only the retention kind in its lists', async () => {
    await openListFromMenu(
      page,
      AREA,
      'vendas-internas/propostaRetencao/todas',
      'Todas',
      'Retenção: Todas',
      'Retenção',
    );
    const holder = rows(page).filter({ hasText: HOLDER });
    await holder.first().waitFor();
    await expect(rows(page).filter({ hasText: DEPENDENT }).count()).resolves.toBe(1);
    await expect(holder.first().innerText()).resolves.toContain('Aguardando aprovação do termo');
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Retenção');
    await screenshot(page, 'entrada-retencao-todas');
  });
});
