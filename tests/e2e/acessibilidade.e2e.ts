import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './axe';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';
import { contratoDe, rows, url, waitForList } from './propostas-helpers';
import { DEMO_PASSWORD } from './session';

/**
 * Accessibility of the staff screens (issue 'Quality gates'): axe-core finds no serious or
 * critical WCAG 2.1 A/AA violation on the login, a list, a proposal, the nurse's screen, the
 * PME form and a registry form, and the sign-in and opening a proposal work from the keyboard
 * alone. (The applicant pages have theirs in mpa.e2e.ts.)
 */
describe('acessibilidade das telas da equipe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const page = (): Promise<Page> => newPage(browser);

  /** Presses Tab until the locator (or something inside it) has the focus. */
  async function tabTo(p: Page, target: Locator, what: string, limit = 80) {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((el) => el.contains(document.activeElement))) return;
      await p.keyboard.press('Tab');
    }
    throw new Error(`${what} não recebe o foco pelo Tab`);
  }

  /** Signs in with the keyboard only: Tab to each field, Enter to send. */
  async function signInByKeyboard(username: string): Promise<Page> {
    const p = await page();
    await p.goto(`${baseUrl()}/login`);
    await tabTo(p, p.getByLabel('Usuário'), 'o campo Usuário');
    await p.keyboard.type(username);
    await tabTo(p, p.getByLabel('Senha', { exact: true }), 'o campo Senha');
    await p.keyboard.type(DEMO_PASSWORD);
    await p.keyboard.press('Enter');
    await p.locator('.RaSidebar-fixed').waitFor();
    return p;
  }

  it('login', async () => {
    const p = await page();
    await p.goto(`${baseUrl()}/login`);
    await p.getByRole('button', { name: 'Entrar' }).waitFor();
    await expectAccessible(p, 'login');
  });

  it('lista e proposta da gestão comercial, pelo teclado', async () => {
    const p = await signInByKeyboard('gestorcomercial');
    await p.goto(url('/gestao-comercial/propostas-entradas'));
    await waitForList(p);
    await expectAccessible(p, 'lista de propostas');

    // Tab reaches the first row; Enter opens the proposal.
    const first = rows(p).first();
    const contrato = (await contratoDe(first)).trim();
    await tabTo(p, first, 'a primeira linha da lista');
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/proposta\/\d+/);
    await p.getByText(contrato).first().waitFor();
    await p.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    await expectAccessible(p, 'proposta');
    await screenshot(p, 'acessibilidade-proposta');
  });

  it('cadastro de concessionária', async () => {
    const p = await signInByKeyboard('gestorcomercial');
    await p.goto(url('/gestao-comercial/concessionaria/nova-concessionaria'));
    await p.getByLabel('CNPJ').first().waitFor();
    await expectAccessible(p, 'nova concessionária');
  });

  it('formulário PME', async () => {
    const p = await signInByKeyboard('gestorcomercialpme');
    await p.goto(url('/gestao-comercial/pme/todas-propostas'));
    await rows(p).first().locator('td').first().waitFor();
    await expectAccessible(p, 'lista PME');
    await rows(p).first().click();
    await p.waitForURL(/\/pme\/proposta\/\d+$/);
    await p.getByRole('textbox', { name: 'CNPJ', exact: true }).waitFor();
    await expectAccessible(p, 'proposta PME');
  });

  it('tela da enfermagem', async () => {
    const p = await signInByKeyboard('enfermeiro');
    await waitForList(p);
    await rows(p).first().click();
    await p
      .getByRole('region', { name: 'Situação' })
      .or(p.getByRole('dialog', { name: 'Avaliação de saúde' }))
      .waitFor({ timeout: 20_000 });
    await expectAccessible(p, 'avaliação de saúde');
    await screenshot(p, 'acessibilidade-enfermagem');
  });

  it('busca no registro de acessos da gestão de saúde', async () => {
    const p = await signInByKeyboard('gestorsaude');
    await p.goto(url('/gestao-saude/listar-avaliacoes'));
    const acessos = p.getByRole('region', { name: 'Acessos aos dados de saúde' });
    await acessos.getByRole('search', { name: 'Buscar acessos' }).waitFor();
    await acessos.getByLabel('Usuário').fill('enferm');
    // Today, typed into the dd/MM/yyyy picker: the demo's reads of this run are all today's.
    const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await acessos.getByRole('group', { name: 'De' }).getByRole('spinbutton').first().click();
    await p.keyboard.type(hoje.replace(/\D/g, ''));
    await acessos.getByRole('button', { name: 'Buscar' }).click();
    await acessos.locator('tbody tr').first().waitFor();
    await expectAccessible(p, 'registro de acessos');
    await screenshot(p, 'acessibilidade-acessos-saude');
  });
});
