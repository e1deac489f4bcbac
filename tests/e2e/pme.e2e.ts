import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../server/integrations/signature/contract';
import {
  eventually,
  startErpSandbox,
  startSignatureSandbox,
  type RunningSandbox,
} from '../helpers/sandboxes';
import { startOwnServer, type OwnServer } from '../helpers/server-process';
import { launchBrowser, screenshot } from './browser';
import { expectNotice } from './propostas-helpers';
import { signInAt } from './session';

/**
 * The PME manager's whole path on one company: edit (a bad CNPJ and no location address are
 * refused on blur), save, fill in the ERP complement, create the contract, sign it (the
 * e-signature sandbox), verify the signatures, integrate, download the signed contract. The
 * suite's shared server has no outside system, so this file starts its own, on the SPA the
 * global setup built, wired to the ERP and e-signature sandboxes.
 */
const AREA = 'gestao-comercial';
const EMPRESA = 'Padaria Pão Dourado LTDA';

let erp: RunningSandbox;
let signature: RunningSandbox;
let server: OwnServer;
let base: string;
let browser: Browser;
let page: Page;

async function choose(scope: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

async function action(label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

describe('the PME manager takes a company from the proposal to the ERP', () => {
  beforeAll(async () => {
    erp = await startErpSandbox();
    signature = await startSignatureSandbox();
    server = await startOwnServer('pme', () => ({
      ERP_URL: erp.url,
      SIGNATURE_URL: signature.url,
      WORKER_POLL_MS: '200',
      SIGNATURE_POLL_MS: '500',
      // Asks the ERP after 0.5 s, not 5 s (esperaAteConsultar): the sandbox decides at once.
      ERP_POLL_MS: '500',
    }));
    base = server.url;
    browser = await launchBrowser();
    page = await signInAt(browser, base, 'gestorcomercialpme');
    await page.waitForURL(`**/${AREA}/pme/todas-propostas`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await erp?.close();
    await signature?.close();
  });

  it('finds the company in the list and opens its proposal', async () => {
    await page.getByRole('textbox', { name: /Pesquisar/ }).fill('Padaria');
    const row = page.locator('table tbody tr').filter({ hasText: EMPRESA });
    // The search runs 2 s after the last keystroke.
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await row.waitFor();
    await screenshot(page, 'pme-lista');
    const contrato = (await row.locator('td').first().innerText()).trim();
    await row.click();
    await page.waitForURL(/\/pme\/proposta\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Proposta PME ${contrato}` }).waitFor();
    // Read-only until 'Habilitar edição'.
    const cnpj = page.getByRole('textbox', { name: 'CNPJ', exact: true });
    await expect(cnpj.getAttribute('readonly')).resolves.not.toBeNull();
  });

  it('refuses a bad CNPJ and a company without a location address, then saves', async () => {
    await action('Habilitar edição');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ', exact: true });
    await cnpj.fill('11.222.333/0001-00');
    await cnpj.press('Tab');
    await page.getByText('CNPJ Inválido').waitFor();
    await cnpj.fill('11.222.333/0001-81');
    await cnpj.press('Tab');
    await page.getByText('CNPJ Inválido').waitFor({ state: 'detached' });

    await choose(page, 'Endereço de localização', 'Não');
    const semLocalizacao = page.getByText('Ao menos um endereço deve ser marcado como localização');
    await semLocalizacao.waitFor();
    await screenshot(page, 'pme-validacao');
    await choose(page, 'Endereço de localização', 'Sim');
    await semLocalizacao.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Nome fantasia', exact: true }).fill('Pão Dourado');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectNotice(page, 'Alterado com sucesso!');
    await expect(
      page.getByRole('textbox', { name: 'Nome fantasia', exact: true }).inputValue(),
    ).resolves.toBe('Pão Dourado');
  });

  it('fills in the ERP complement and previews the contract', async () => {
    await action('Complemento ERP');
    await page.waitForURL(/\/pme\/proposta\/\d+\/complemento-integracao$/);
    await page
      .locator('#react-admin-title')
      .getByText('Complemento para integração', { exact: true })
      .waitFor();
    await choose(page, 'Grupo de carência', 'Carência padrão');
    await choose(page, 'Reteve no ato da venda', 'Sim');
    await screenshot(page, 'pme-complemento');
    await page.getByRole('button', { name: 'Enviar dados' }).click();
    await expectNotice(page, 'Complemento para integração salvo!');
    await page.waitForURL(/\/pme\/proposta\/\d+$/);

    const download = page.waitForEvent('download');
    await action('Pré-visualizar contrato');
    expect((await download).suggestedFilename()).toMatch(
      /^contrato-\d+-padaria-pao-dourado-ltda\.pdf$/,
    );
  });

  it('creates the contract, collects the signature, integrates and downloads it', async () => {
    const id = Number(/\/pme\/proposta\/(\d+)$/.exec(page.url())![1]);
    await action('Criar contrato');
    await page
      .getByRole('dialog', { name: 'Criar o contrato?' })
      .getByRole('button', { name: 'Criar contrato' })
      .click();
    await expectNotice(page, 'Contrato criado com sucesso!');
    await page.getByText('Aguardando assinatura').first().waitFor();

    // The representative signs in the e-signature service (the sandbox's control route).
    const envelope = await eventually(
      async () =>
        (await signature.control<Envelope[]>('GET', '/envelopes')).find(
          (e) => e.referencia === `pme:${id}`,
        ),
      { timeoutMs: 20_000, intervalMs: 200, what: 'envelope do contrato PME' },
    );
    await signature.control('POST', `/envelopes/${envelope.envelopeId}/assinar`, {});

    await action('Verificar assinaturas');
    await expectNotice(
      page,
      'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
    );
    await page.getByText('Assinatura coletada').first().waitFor();

    await action('Integrar PME');
    await expectNotice(page, 'Integração solicitada com sucesso!');
    await page.getByText('Integração PME solicitada').first().waitFor();
    await screenshot(page, 'pme-integrada');

    const download = page.waitForEvent('download');
    await action('Baixar contrato');
    expect((await download).suggestedFilename()).toMatch(
      /^contrato-assinado-\d+-padaria-pao-dourado-ltda\.pdf$/,
    );
  });

  it('shows the beneficiaries in the record picker', async () => {
    await action('Ver beneficiários');
    const dialog = page.getByRole('dialog', { name: `Beneficiários de ${EMPRESA}` });
    await dialog.waitFor();
    await expect(dialog.locator('thead').innerText()).resolves.toMatch(
      /Data\s+CPF\s+Nome\s+Tipo\s+Situação/,
    );
    await dialog.getByRole('cell', { name: 'Titular', exact: true }).first().waitFor();
    await screenshot(page, 'pme-beneficiarios');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
  });
});
