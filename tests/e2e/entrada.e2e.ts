import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, openListFromMenu, rows, url } from './propostas-helpers';
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
    // The panel's waiting-period and assessment filters (spec 000, section 3).
    await page.getByRole('button', { name: /Filtrar propostas/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrar propostas' });
    await panel.getByRole('radio', { name: 'Sem aproveitamento de carência' }).waitFor();
    await panel.getByRole('radio', { name: 'Não agendada' }).waitFor();
    await screenshot(page, 'filtrar-propostas-carencia-avaliacao');
    await page.keyboard.press('Escape');
  });
});

/**
 * Issue 39, items 1, 2 and 14: a dealership user reaches the common proposal's form by clicking
 * 'Nova proposta', an under-49 holder waits for the age release, and after it the draft is sent
 * from Rascunhos by clicking, without typing an address.
 */
describe('a dealership starts a common proposal from the menu and sends the released draft', () => {
  const YOUNG = 'Bianca Moreira Lopes';
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens the form from the menu and leaves an under-49 holder waiting for the release', async () => {
    const page = await signIn(browser, 'concessionaria');
    await page.waitForURL(`**/${AREA}/**`);
    const sidebar = page.locator('.RaSidebar-fixed');
    await sidebar.getByRole('menuitem', { name: 'Nova proposta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nova proposta' }).waitFor();
    await page.waitForURL(/vendas-internas\/proposta\/preencher-dados\?rascunho=\d+/);
    await step(page, 'Titular');
    await beneficiary(page, YOUNG, '14/02/1992');
    await choose(page, 'Estado civil', 'Casado');
    await choose(page, 'Sexo', 'Feminino');
    await field(page, 'E-mail').fill('bianca.lopes@exemplo.com.br');
    await field(page, 'Celular').fill('27998765401');
    await continuar(page);
    await step(page, 'Endereço');
    await field(page, 'CEP').fill('29050545');
    await field(page, 'Logradouro').fill('Rua Aleixo Netto');
    await field(page, 'Número').fill('45');
    await field(page, 'Bairro').fill('Praia do Canto');
    await field(page, 'Cidade').fill('Vitória');
    await choose(page, 'UF', 'ES - Espírito Santo');
    await continuar(page);
    await step(page, 'Dependentes');
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
    await page.getByRole('button', { name: 'Enviar proposta' }).click();
    await page.getByRole('heading', { level: 1, name: /^Proposta nº \d+ criada$/ }).waitFor();
    await page
      .getByText(/aguarda a liberação de idade/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Abrir proposta' }).click();
    await page.getByText('Rascunho — aguardando liberação de idade').first().waitFor();
    await screenshot(page, 'entrada-comum-aguardando-liberacao');
    await page.close();
  });

  it('sends the draft from Rascunhos once the age release is given', async () => {
    const release = await signIn(browser, 'liberacao49menos');
    await release.waitForURL('**/gestao-comercial/liberacao-idade');
    const row = release.locator('table tbody tr').filter({ hasText: YOUNG });
    await row.getByRole('button', { name: 'Liberar' }).click();
    await release
      .getByRole('dialog', { name: 'Liberar idade' })
      .getByRole('button', { name: 'Liberar' })
      .click();
    await expectNotice(release, 'Liberação de idade registrada com sucesso!');
    await release.close();

    const page = await signIn(browser, 'concessionaria');
    await page.waitForURL(`**/${AREA}/dashboard`);
    await page.getByRole('link', { name: 'Nova proposta' }).first().waitFor();
    await screenshot(page, 'dashboard-concessionaria-nova-proposta');
    await page.getByRole('link', { name: 'Rascunhos' }).click();
    const draft = page.locator('table tbody tr').filter({ hasText: YOUNG });
    await draft.getByText('Rascunho — aguardando envio').waitFor();
    await screenshot(page, 'rascunhos-enviar');
    await draft.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar proposta' });
    await dialog.getByText(/termo de intenção de compra vai ao proponente/).waitFor();
    await screenshot(page, 'rascunhos-enviar-confirmacao');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expectNotice(page, 'Proposta enviada com sucesso!');
    await draft.waitFor({ state: 'detached' });
  });
});
