import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { launchBrowser, screenshot } from './browser';
import {
  expectNotice,
  openListFromMenu,
  openRow,
  waitForNoticesToClose,
} from './propostas-helpers';
import { signIn } from './session';

const AREA = 'concessionaria';
const JPEG = readFileSync('server/db/seed/assets/selfie-demonstracao.jpg');
// A PNG renamed .pdf: the browser lets it through by its name, the server refuses it by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]);
  return Buffer.from(await pdf.save());
}

const dropInput = (page: Page) =>
  page.getByLabel('Arraste os arquivos para cá ou clique para selecionar');
const attached = (page: Page) => page.getByRole('list', { name: 'Documentos anexados' });

describe('a dealership attaches, previews and deletes documents', () => {
  let browser: Browser;
  let page: Page;
  let contrato: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'concessionaria');
    await page.waitForURL(`**/${AREA}/**`);
    // A concluded proposal: the demo data gives it documents and the applicant's selfie.
    await openListFromMenu(page, AREA, 'propostas-assinadas', 'Concluídas', 'Concluídas');
    contrato = await openRow(page);
    await page.getByRole('link', { name: 'Anexar documentação' }).click();
    // The portability's attach screen is its own (vendas-internas/propostaPortabilidade/{id}/...).
    await page.waitForURL(/\/(proposta|propostaPortabilidade)\/\d+\/anexar-documentacao$/);
    await page.getByRole('heading', { level: 1, name: 'Anexar documentação' }).waitFor();
  });
  afterAll(() => browser.close());

  it('sends a photo as a proof of address and shows it in the list and in a preview', async () => {
    await page.getByText(`Proposta nº ${contrato}`).waitFor();
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Comprovante de residência' }).click();
    await dropInput(page).setInputFiles({
      name: 'conta-agua.jpg',
      mimeType: 'image/jpeg',
      buffer: JPEG,
    });

    await page.getByRole('progressbar', { name: 'conta-agua.jpg: 100%' }).waitFor();
    await expectNotice(page, 'Documento anexado com sucesso!');
    const item = attached(page).getByRole('button', { name: 'Visualizar conta-agua.jpg' });
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('Comprovante de residência');
    await waitForNoticesToClose(page);
    // The attached file's button is named by what it shows (label in name, WCAG 2.5.3).
    await expectAccessible(page, 'documento anexado');
    await screenshot(page, 'documentos-anexar');

    await item.click();
    const dialog = page.getByRole('dialog', { name: 'conta-agua.jpg' });
    const image = dialog.getByRole('img', { name: 'conta-agua.jpg' });
    await image.waitFor();
    // The preview really drew the file: the browser decoded the bytes the server sent.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await screenshot(page, 'documentos-preview');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('previews a PDF in the browser and refuses a file whose content is not what its name says', async () => {
    await dropInput(page).setInputFiles([
      { name: 'rg-digitalizado.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() },
      { name: 'disfarcado.pdf', mimeType: 'application/pdf', buffer: PNG },
    ]);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Não enviado: O conteúdo do arquivo não corresponde à sua extensão.' })
      .waitFor();
    await attached(page).getByRole('button', { name: 'Visualizar rg-digitalizado.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'rg-digitalizado.pdf' });
    const frame = dialog.locator('iframe[title="rg-digitalizado.pdf"]');
    await frame.waitFor();
    await expect(frame.getAttribute('src')).resolves.toMatch(/^blob:/);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(attached(page).getByText('disfarcado.pdf').count()).resolves.toBe(0);
  });

  it('downloads the dossier as a PDF', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar dossiê (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^dossie-proposta-\d+\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('deletes a document after confirmation', async () => {
    await page.getByRole('button', { name: 'Excluir conta-agua.jpg' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir documento' });
    await confirm.getByText('A exclusão fica registrada').waitFor();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expectNotice(page, 'Documento excluído com sucesso!');
    await attached(page)
      .getByRole('button', { name: 'Visualizar conta-agua.jpg' })
      .waitFor({ state: 'detached' });
    // The other documents stay.
    await attached(page).getByRole('button', { name: 'Visualizar rg-digitalizado.pdf' }).waitFor();
  });

  it("shows the applicant's selfie, enlarged on click", async () => {
    const card = page.getByRole('region', { name: 'Selfie do beneficiário' });
    const thumbnail = card.getByRole('img', { name: 'Selfie do beneficiário' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    await thumbnail.click();
    const enlarged = page.getByRole('dialog').getByRole('img', { name: 'Selfie do beneficiário' });
    await enlarged.waitFor();
    // The screenshot after the dialog's fade-in, not in the middle of it.
    await expect
      .poll(() =>
        page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    await screenshot(page, 'documentos-selfie');
    await page.keyboard.press('Escape');
    await enlarged.waitFor({ state: 'detached' });
  });
});
