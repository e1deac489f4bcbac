import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, url } from './propostas-helpers';
import { signIn } from './session';

/** The commercial manager creates a health plan and sends, then downloads, its contract PDF. */
describe('health plans and their contract PDF', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a plan, uploads its contract and downloads it', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/plano-saude'));
    await page.locator('.RaDataTable-tbody tr').first().waitFor();
    await page.getByText('contrato-essencial.pdf').waitFor();
    await screenshot(page, 'planos-saude-lista');

    await page
      .getByRole('link', { name: /Novo Plano de saúde|Criar/ })
      .first()
      .click();
    await page.waitForURL('**/plano-saude/novo');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Prime Empresarial E2E');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await page.getByRole('textbox', { name: 'Registro ANS' }).fill('499.900/26-1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(page, 'Cadastro salvo. Envie agora o PDF.');
    await page.waitForURL(/\/plano-saude\/\d+\/contrato$/);
    await page.getByText('Nenhum PDF enviado.').waitFor();

    // Not a PDF by its bytes, although named .pdf: the server refuses it.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'falso.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('isto não é um PDF'),
    });
    await expectNotice(page, 'O arquivo deve ser um PDF.');

    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]);
    const bytes = Buffer.from(await pdf.save());
    await input.setInputFiles({
      name: 'contrato-prime.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await expectNotice(page, 'PDF enviado com sucesso!');
    await page.getByText('Arquivo atual: contrato-prime.pdf').waitFor();
    await screenshot(page, 'plano-saude-contrato');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contrato-prime.pdf');

    await page.getByRole('link', { name: 'Voltar ao plano' }).click();
    await page.getByText('Histórico de alterações').waitFor();
    await screenshot(page, 'plano-saude-edicao');
  });

  it('shows the addenda, sales tables, parameters and financial management screens', async () => {
    const page = await signIn(browser, 'gestorcomercial');
    await page.waitForURL('**/gestao-comercial/**');
    await page.goto(url('/gestao-comercial/aditivo-contrato'));
    await page.getByText('Reajuste anual 2026').waitFor();
    await screenshot(page, 'aditivos-contrato-lista');
    await page.getByText('Reajuste anual 2026').click();
    await page.waitForURL(/\/aditivo-contrato\/\d+$/);
    await page.getByText('Arquivo atual: aditivo-reajuste-2026.pdf').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Título' }).inputValue())
      .toBe('Reajuste anual 2026');
    // Dates in the pt-BR picker, dd/MM/yyyy, whatever the browser's language.
    await expect
      .poll(() => page.getByRole('group', { name: 'Início da vigência' }).textContent())
      .toContain('01/05/2026');
    await screenshot(page, 'aditivo-contrato-edicao');

    await page.goto(url('/gestao-comercial/pdf-tabela-venda'));
    await page.getByText('tabela-mg-senior-2026.pdf').waitFor();
    await screenshot(page, 'tabelas-venda-lista');

    await page.goto(url('/gestao-comercial/parametros'));
    await page.getByText('Período padrão das listas').waitFor();
    await screenshot(page, 'parametros');

    await page.goto(url('/gestao-comercial/gestao-financeira/1'));
    await page.getByRole('button', { name: 'Salvar pagador' }).waitFor();
    await screenshot(page, 'gestao-financeira');
  });
});
