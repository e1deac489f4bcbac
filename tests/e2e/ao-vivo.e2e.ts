import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialListFilter, SITUACAO, toFiltros } from '../../src/domain';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { expectNotice, url, waitForList } from './propostas-helpers';
import { signIn, token } from './session';

async function call(tokenValue: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenValue}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The total the list's pagination shows ('1-10 de 13'). */
async function listTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+-\d+ de \d+$/)
    .first()
    .innerText();
  return Number(text.split(' de ')[1]);
}

/**
 * Live lists (issue 21): the dealership's open list follows a change the commercial manager makes
 * elsewhere, without a reload. Leaves the data as it found it (blocks, then unblocks).
 */
describe('a change by another user reaches an open list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the commercial manager's block in the dealership's list, with a quiet notice", async () => {
    const page = await signIn(browser, 'concessionaria');
    await page.waitForURL(/\/concessionaria\//);
    await page.goto(url('/concessionaria/propostas-novas'));
    await waitForList(page);
    const before = await listTotal(page);

    // The last of the dealership's new entries: other suites work on the first rows.
    const dealer = await token('concessionaria');
    const found = await call(dealer, 'POST', '/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [SITUACAO.NovaEntrada],
      // The window the list opens on, so the proposal is one the open list counts.
      filtros: toFiltros(initialListFilter(new Date())),
      pageSize: 100,
    });
    const itens = found.itens as { id: number }[];
    const id = itens[itens.length - 1]!.id;

    const manager = await token('gestorcomercial');
    const detail = await call(manager, 'GET', `/api/adesao/${id}`);
    await call(manager, 'POST', '/api/adesao/bloquearPropostaAdesao', {
      id,
      versao: detail.versao,
      motivo: 'Conferência das listas ao vivo',
    });
    try {
      await expectNotice(page, '1 proposta atualizada');
      await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(before - 1);
      await screenshot(page, 'ao-vivo-lista-concessionaria');
    } finally {
      const blocked = await call(manager, 'GET', `/api/adesao/${id}`);
      await call(manager, 'POST', '/api/adesao/desbloquearPropostaAdesao', {
        id,
        versao: blocked.versao,
        motivo: '',
      });
    }
    // Unblocked elsewhere too: the row comes back, still without a reload.
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(before);
    await page.context().close();
  });
});
