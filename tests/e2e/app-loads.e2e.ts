import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';
import { waitForList } from './propostas-helpers';
import { signIn } from './session';

describe('the application loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens on the presentation, whose LOGIN leads to the login page', async () => {
    const page = await newPage(browser);
    await page.goto(baseUrl());
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText('Versão 2.5.55').isVisible()).resolves.toBe(true);
    await screenshot(page, 'login');
  });

  it('draws its text in Roboto, declaring only the Latin faces Portuguese needs', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Roboto')
        .map((face) => ({ weight: face.weight, status: face.status }));
    });
    // One face per weight the theme uses (the whole family's CSS declared 36, one per script).
    expect(faces.map((face) => face.weight).sort()).toEqual(['300', '400', '500', '700']);
    // The login's text ('Usuário', 'Esqueci minha senha') was drawn with the regular face.
    expect(faces.find((face) => face.weight === '400')?.status).toBe('loaded');
  });

  it('shows the login rules before calling the server', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Usuário').fill('ab');
    await page.getByLabel('Senha', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Dados inválidos').waitFor();
    await expect(page.getByText('Senha muito curta. Mínimo 8 dígitos').isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'login-validacao');
  });

  it('says so when the credentials are wrong', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Usuário').fill('gestorcomercial');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Falhar ao autenticar, verifique as credenciais!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows "Página não encontrada" for an unknown path', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/caminho/que/nao/existe`);
    await page.getByText('Página não encontrada').waitFor();
  });

  it('sends an unauthenticated visitor of an area to the login page', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/gestao-comercial/dashboard`);
    await page.waitForURL(/\/login$/);
  });
});

describe("the staff screen's outline (docs/decisions/0180-app-shell.md)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** The first script never answers, so what shows is index.html's own HTML and CSS. */
  const withoutScripts = (page: Page) => page.route('**/assets/index-*.js', () => undefined);
  const outline = (page: Page) => page.locator('.adesao-shell');

  it('is drawn before any script runs at a signed-in area address, and React replaces it', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await withoutScripts(page);
    const lista = `${baseUrl()}/gestao-comercial/propostas-entradas`;
    await page.goto(lista, { waitUntil: 'commit' });
    // Visible only if the inline script ran: the Content-Security-Policy allows it by its hash.
    await outline(page).waitFor({ state: 'visible' });
    await screenshot(page, 'esboco-da-area');

    await page.goto(`${baseUrl()}/login`, { waitUntil: 'commit' });
    await outline(page).waitFor({ state: 'attached' });
    await expect(outline(page).isVisible()).resolves.toBe(false);

    await page.unrouteAll();
    await page.goto(lista);
    await waitForList(page);
    await expect(outline(page).count()).resolves.toBe(0);
  });

  /**
   * Opens the list with the files matching `arquivos` held until released: what shows meanwhile
   * is the list's preview (0183, 0184), which the test checks and hands back.
   */
  async function abrirSegurando(arquivos: string) {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    let soltar: () => Promise<void> = async () => undefined;
    const segura = new Promise<void>((chegou) => {
      void page.route(arquivos, (route) => {
        soltar = () => route.continue();
        chegou();
      });
    });
    await page.goto(`${baseUrl()}/gestao-comercial/propostas-entradas`, { waitUntil: 'commit' });
    await segura;
    const previa = page.locator('.adesao-shell-card table.adesao-previa');
    const linhas = previa.locator('tbody tr');
    await linhas.first().waitFor();
    await expect(previa.getAttribute('aria-hidden')).resolves.toBe('true');
    // Titles in the catalogue's words, never a key; the contract number after the checkbox.
    await expect(previa.locator('thead').innerText()).resolves.toMatch(
      /Contrato\s+Tipo\s+Data de criação\s+Nome/,
    );
    const contrato = await linhas.first().locator('td').nth(1).innerText();
    expect(contrato).toMatch(/^[0-9]+$/);
    const quantas = await linhas.count();
    expect(quantas).toBeGreaterThan(1);
    await expect(page.locator('.RaDataTable-root').count()).resolves.toBe(0);
    return { page, soltar: () => soltar(), contrato, quantas };
  }

  /** Released, react-admin's table shows the same page and the preview is gone. */
  async function substituida(page: Page, contrato: string, quantas: number) {
    await waitForList(page);
    await expect(page.locator('.adesao-previa').count()).resolves.toBe(0);
    const tabela = page.locator('.RaDataTable-root tbody tr');
    await expect(tabela.count()).resolves.toBe(quantas);
    await expect(tabela.first().innerText()).resolves.toContain(contrato);
  }

  it("draws the list's first page in the outline while the area's code is held back, then react-admin's table replaces it", async () => {
    const { page, soltar, contrato, quantas } = await abrirSegurando('**/assets/AreaEntry-*.js');
    await screenshot(page, 'previa-da-lista');
    await soltar();
    await substituida(page, contrato, quantas);
  });

  it("draws it before the app's own script is evaluated: the first script alone draws it (0184)", async () => {
    // montarApp is the app itself (router, MUI, pages): held, nothing of React's app exists,
    // not even the outline React draws in place of index.html's.
    const { page, soltar, contrato, quantas } = await abrirSegurando('**/assets/montarApp-*.js');
    await expect(
      page.locator('#root > .adesao-shell:not(.adesao-shell-always)').count(),
    ).resolves.toBe(1);
    await expect(page.locator('.adesao-shell-always').count()).resolves.toBe(0);
    await soltar();
    await substituida(page, contrato, quantas);
  });

  it('stays hidden at an area address without a stored sign-in', async () => {
    const page = await newPage(browser);
    await withoutScripts(page);
    await page.goto(`${baseUrl()}/gestao-comercial/propostas-entradas`, { waitUntil: 'commit' });
    await outline(page).waitFor({ state: 'attached' });
    await expect(outline(page).isVisible()).resolves.toBe(false);
  });
});
