import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { signIn } from './session';

/** 'Exportar Relatório' (document 2, section 2.5) from the commercial manager's menu. */
describe('report export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('gestorcomercial exports the general report of the previous month', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page
      .locator('.RaSidebar-fixed')
      .getByRole('menuitem', { name: 'Exportar relatório' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Exportar Relatório' });
    await expect(
      dialog.getByRole('combobox', { name: 'Tipo de relatório' }).innerText(),
    ).resolves.toBe('Geral');
    await screenshot(page, 'relatorio-dialogo');
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/relatorio/geral',
    );
    // Downloaded under the report's name (a blob in a new window was saved under its UUID).
    const exported = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    // The period sent was the whole previous calendar month.
    const sent = JSON.parse(response.request().postData() ?? '{}') as Record<string, string>;
    const today = new Date();
    const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const last = new Date(today.getFullYear(), today.getMonth(), 0);
    const br = (d: Date) => d.toLocaleDateString('pt-BR');
    expect([sent.dataInicio, sent.dataFim]).toEqual([br(first), br(last)]);
    expect((await exported).suggestedFilename()).toMatch(
      /^relatorio-geral-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    await dialog.getByText('Relatório gerado com sucesso.').waitFor();
    await expect(dialog.innerText()).resolves.not.toContain('nova janela');
    // What the user downloads: the file behind 'Baixar arquivo'.
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Baixar arquivo' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^relatorio-geral-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const [header, ...rows] = parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header).toContain('Número do contrato');
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[header.indexOf('Data de criação')]!)),
    ).toBe(true);
    await screenshot(page, 'relatorio-confirmacao');
  });

  it('the dashboards are drawn by the product when Metabase is not configured', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Relatórios' }).click();
    await page.locator('#react-admin-title').getByText('Relatórios', { exact: true }).waitFor();
    const cards = page.getByRole('link', { name: /Propostas por situação e unidade/ });
    await cards.click();
    await page.waitForURL('**/gestao-comercial/relatorios/1');
    await page.getByRole('heading', { name: 'Propostas por situação', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Propostas por unidade', level: 2 }).waitFor();
    await expect
      .poll(() => page.locator('.MuiBarElement-root, [class*="MuiBarElement"]').count())
      .toBeGreaterThan(5);
    await screenshot(page, 'relatorio-painel-1');
    await page.goto(page.url().replace(/\/1$/, '/2'));
    await page.getByRole('heading', { name: 'Entradas e conclusões por mês', level: 2 }).waitFor();
    await page.locator('.MuiLineChart-root, svg path[class*="MuiLineElement"]').first().waitFor();
    await screenshot(page, 'relatorio-painel-2');
  });
});
