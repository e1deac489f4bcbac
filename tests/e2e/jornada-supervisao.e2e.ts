import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { novaPessoa } from './jornada-comum-helpers';
import { concessionariaEnvia, fotografarAoFalhar } from './jornada-etapas';
import { menu, startJourney, type Journey } from './jornada-helpers';
import { waitForList } from './propostas-helpers';
import { signInAt } from './session';

/**
 * Journey J9 (issue 39): the supervisor's Dashboard, her 'Painel do supervisor' and the CSV she
 * exports count a proposal the journey itself created. The dealership creates and sends a
 * common proposal (holder over 49: it goes straight to 'Aguardando aprovação do termo'); the
 * supervisor reads her numbers before and after, opens the 'Todas' card and exports the list.
 * Only clicks and typing, on a server of its own (fresh demo data).
 */
const AREA = 'gestao-comercial';
const SITUACAO = 'Aguardando aprovação do termo';
const UNIDADE = 'Matriz-Vitória';

let journey: Journey;
let browser: Browser;
let supervisor: Page;

interface Leitura {
  todas: number;
  porSituacao: number;
  porUnidade: number;
}

/** The number a Dashboard card shows, read from its name ('Todas: 42 propostas. Abrir a lista'). */
async function cartao(page: Page, rotulo: string): Promise<number> {
  const card = page.getByRole('link', { name: new RegExp(`^${rotulo}: \\d+ propostas`) });
  const nome = (await card.getAttribute('aria-label')) ?? '';
  const total = Number(/: (\d+) propostas/.exec(nome)?.[1]);
  // The name and what the card shows agree.
  await expect(card.innerText()).resolves.toContain(total.toLocaleString('pt-BR'));
  return total;
}

/** One line of a panel table: the number beside `linha` (0 when the table has no such line). */
async function celula(page: Page, tabela: string, linha: string): Promise<number> {
  const row = page
    .getByRole('table', { name: tabela })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: linha, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').last().innerText()).replace(/\D/g, ''));
}

/** The Dashboard's 'Todas' card, then the panel as tables: what the supervisor reads. */
async function ler(page: Page, shot: string): Promise<Leitura> {
  await menu(page, 'Dashboard');
  await page.waitForURL(`**/${AREA}/dashboard`);
  const todas = await cartao(page, 'Todas');
  await screenshot(page, `${shot}-dashboard`);
  await menu(page, 'Painel do supervisor');
  await page.waitForURL(`**/${AREA}/painel-supervisor`);
  await page.getByRole('button', { name: 'Tabelas' }).click();
  await page.getByRole('table', { name: 'Propostas por situação' }).waitFor();
  const leitura = {
    todas,
    porSituacao: await celula(page, 'Propostas por situação', SITUACAO),
    porUnidade: await celula(page, 'Propostas por unidade', UNIDADE),
  };
  await screenshot(page, `${shot}-painel`);
  return leitura;
}

describe('J9: supervision counts the proposal the journey created', () => {
  const titular = novaPessoa('Rosângela Brandão Teixeira', '05/02/1957', '9101');
  let antes: Leitura;
  let contrato: string;

  beforeAll(async () => {
    journey = await startJourney('j9');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await journey?.server.stop();
  });

  it('the supervisor reads her Dashboard and her panel', async () => {
    fotografarAoFalhar(browser, 'j9-1');
    supervisor = await signInAt(browser, journey.base, 'supervisor');
    await supervisor.waitForURL(`**/${AREA}/**`);
    antes = await ler(supervisor, 'j9-1-antes');
    expect(antes.todas).toBeGreaterThan(0);
    expect(antes.porUnidade).toBeGreaterThan(0);
  });

  it('the dealership creates a proposal and sends it to the applicant', async () => {
    fotografarAoFalhar(browser, 'j9-2');
    const concessionaria = await signInAt(browser, journey.base, 'concessionaria');
    await concessionaria.waitForURL('**/concessionaria/**');
    contrato = await concessionariaEnvia(concessionaria, titular, null, 'j9-2');
    await concessionaria.context().close();
  });

  it('the supervisor sees each count go up by one', async () => {
    fotografarAoFalhar(browser, 'j9-3');
    // A screen shows what it last read while it asks again (a moment): she looks once more.
    await expect
      .poll(() => ler(supervisor, 'j9-3-depois'), { timeout: 20_000, interval: 1_000 })
      .toEqual({
        todas: antes.todas + 1,
        porSituacao: antes.porSituacao + 1,
        porUnidade: antes.porUnidade + 1,
      });
  });

  it("the 'Todas' card opens the list with the proposal, and the CSV she exports holds that list", async () => {
    fotografarAoFalhar(browser, 'j9-4');
    await menu(supervisor, 'Dashboard');
    await supervisor.getByRole('link', { name: /^Todas: \d+ propostas/ }).click();
    await supervisor.waitForURL(`**/${AREA}/todas-propostas**`);
    await waitForList(supervisor, 'Todas');
    // The newest contract number heads the list.
    const linha = supervisor.locator('table tbody tr').first();
    await expect(linha.innerText()).resolves.toMatch(
      new RegExp(`${contrato}[\\s\\S]*${titular.nome}[\\s\\S]*${SITUACAO}`),
    );
    await screenshot(supervisor, 'j9-4-todas');

    const download = supervisor.waitForEvent('download');
    await supervisor.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^propostas-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const [header, ...linhas] = parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    // The file is the list the card counted: as many proposals as the card said.
    expect(linhas).toHaveLength(antes.todas + 1);
    const col = (nome: string) => header.indexOf(nome);
    const dela = linhas.filter((l) => l[col('Contrato')] === contrato);
    expect(dela).toHaveLength(1);
    expect(dela[0][col('Nome')]).toBe(titular.nome);
    expect(dela[0][col('Situação')]).toBe(SITUACAO);
    expect(dela[0][col('Unidade')]).toContain(UNIDADE);
  });
});
