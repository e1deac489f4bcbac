import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import {
  addObservation,
  anexarDocumentoDeIdentidade,
  columnTexts,
  expectHalfRangeRefused,
  expectNotice,
  filterByFirstRowUnitAndDay,
  headerStatus,
  openListFromMenu,
  openRow,
  resolveFirstPendency,
  rows,
  runAction,
  url,
  waitForList,
  waitForNoticesToClose,
} from './propostas-helpers';
import { signIn } from './session';

const AREA = 'gestao-comercial';

/** Every list of the commercial manager: menu label, and the statuses its rows may show. */
const LISTS: [route: string, menu: string, statuses: string[]][] = [
  ['propostas-entradas', 'Entradas', ['Nova entrada', 'Reentrada']],
  ['propostas-pendencias', 'Pendências', ['Pendências corretor']],
  ['propostas-validacoes-concluidas', 'Validações concluídas', ['Validação concluída']],
  ['propostas-aguardando-assinaturas', 'Aguardando assinaturas', ['Aguardando assinaturas']],
  ['propostas-concluidas', 'Concluídas', ['Concluída']],
  ['propostas-solicitada-integracao', 'Solicitada integração', ['Solicitada integração com ERP']],
  ['propostas-integradas', 'Integradas', ['Integrado ERP']],
  ['propostas-integradas-pendencias', 'Integradas com pendências', ['Integrado com pendências']],
  ['propostas-canceladas', 'Canceladas', ['Cancelada']],
  ['propostas-bloqueadas', 'Bloqueadas', ['Bloqueada']],
];

/** A list is titled with the label of its menu entry. */
const open = (page: Page, route: string, menu: string) =>
  openListFromMenu(page, AREA, route, menu, menu, 'Propostas');

describe('the commercial manager works proposals', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL(`**/${AREA}/dashboard`);
  });
  afterAll(() => browser.close());

  it('opens every list by status, each showing only its statuses', async () => {
    for (const [route, menu, statuses] of LISTS) {
      await open(page, route, menu);
      const shown = (await columnTexts(page, 'Situação')).map((cell) => cell.split('\n')[0]);
      expect(shown.length, route).toBeGreaterThan(0);
      for (const status of shown) expect(statuses, route).toContain(status);
    }
    await open(page, 'todas-propostas', 'Todas');
    expect(await rows(page).count()).toBe(10);
    await expect(page.getByText(/^1-10 de \d+$/).isVisible()).resolves.toBe(true);
  });

  it('fits its lists in a 1440 px window beside the open menu, toolbar and all', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      for (const [route, menu] of [
        ['todas-propostas', 'Todas'],
        ['propostas-entradas', 'Entradas'],
      ]) {
        await open(page, route, menu);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        // The page never scrolls sideways: what does not fit scrolls inside the table's card.
        expect(scrollWidth, route).toBeLessThanOrEqual(clientWidth);
        const situacao = await page
          .locator('table thead th')
          .filter({ hasText: /^\s*Situação\s*$/ })
          .boundingBox();
        const lastButton = await page.locator('.RaList-actions button').last().boundingBox();
        for (const box of [situacao, lastButton]) {
          expect(box, route).not.toBeNull();
          expect(box!.x, route).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, route).toBeLessThanOrEqual(clientWidth);
        }
      }
      await screenshot(page, 'propostas-lista-gestao-comercial-1440');
    } finally {
      await page.setViewportSize({ width: 1366, height: 850 });
    }
  });

  it('filters a list by unit and creation date, and refuses a half range', async () => {
    await open(page, 'todas-propostas', 'Todas');
    await filterByFirstRowUnitAndDay(page);
    await screenshot(page, 'propostas-lista-gestao-comercial');
    const filtered = await columnTexts(page, 'Contrato');
    expect(filtered.length).toBeLessThan(10);

    // Kept across navigation: back from a proposal, and on a plain address of the list.
    await openRow(page);
    await page.goBack();
    await waitForList(page, 'Todas');
    expect(await columnTexts(page, 'Contrato')).toEqual(filtered);
    await page.goto(url(`/${AREA}/todas-propostas`));
    await waitForList(page, 'Todas');
    await expect.poll(() => columnTexts(page, 'Contrato')).toEqual(filtered);

    // Cleared when the list is opened from the menu.
    await open(page, 'todas-propostas', 'Todas');
    await expect.poll(() => rows(page).count()).toBe(10);

    await expectHalfRangeRefused(page);
  });

  it('registers a pendency for the broker, resolves it and approves the documentation', async () => {
    await open(page, 'propostas-entradas', 'Entradas');
    const contrato = await openRow(page, 'Nova entrada');
    await headerStatus(page, 'Nova entrada').waitFor();

    await addObservation(page, `Conferência inicial do contrato ${contrato}`);

    await page.getByRole('switch', { name: 'Registrar como pendência para o corretor' }).check();
    const input = page.getByRole('textbox', { name: /Escreva uma observação/ });
    await input.fill('Enviar o comprovante de residência atualizado');
    await input.press('Enter');
    await expectNotice(page, /Pendência registrada/);
    await headerStatus(page, 'Pendências corretor').waitFor();
    // Visible: the list the proposal was opened from stays in the page, hidden, with its own
    // 'Possui pendência' chips (src/components/layout/KeptList.tsx).
    await page.getByText('Possui pendência').filter({ visible: true }).first().waitFor();

    await resolveFirstPendency(page, 'Comprovante recebido por e-mail e conferido');
    await headerStatus(page, 'Reentrada').waitFor();

    // The first entry may be one another file created, with no document: the manager attaches
    // the proof before approving, as approval needs a document.
    await anexarDocumentoDeIdentidade(page);
    await page.getByRole('link', { name: 'Voltar para a proposta' }).click();
    await headerStatus(page, 'Reentrada').waitFor();
    await runAction(page, 'Aprovar documentação');
    await expectNotice(page, 'Documentação aprovada com sucesso!');
    await headerStatus(page, 'Validação concluída').waitFor();
    await page.getByRole('tab', { name: 'Histórico de proposta' }).click();
    await page.getByText('Documentação aprovada', { exact: true }).first().waitFor();
    await waitForNoticesToClose(page);
    await screenshot(page, 'propostas-proposta-gestao-comercial');
  });

  it('blocks a proposal with a reason and unblocks it back to where it was', async () => {
    await open(page, 'propostas-aguardando-assinaturas', 'Aguardando assinaturas');
    await openRow(page);
    await runAction(page, 'Bloquear proposta', 'Documento com indício de fraude em análise');
    await expectNotice(page, 'Proposta bloqueada com sucesso!');
    await headerStatus(page, 'Bloqueada').waitFor();
    await runAction(page, 'Desbloquear proposta');
    await headerStatus(page, 'Aguardando assinaturas').waitFor();
  });

  it('reaches the approve dialog through its own route', async () => {
    await open(page, 'propostas-entradas', 'Entradas');
    await openRow(page, 'Nova entrada');
    await page.goto(`${page.url()}/aprovar`);
    const dialog = page.getByRole('dialog', { name: 'Aprovar documentação' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(/\/proposta\/\d+$/);
    await dialog.waitFor({ state: 'detached' });
  });
});
