import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { launchBrowser, screenshot } from './browser';
import { lerLista, menu, searchAndOpen, startJourney, type Journey } from './jornada-helpers';
import { signInAt } from './session';
import { expectNotice, headerStatus } from './propostas-helpers';

/**
 * Journey J6 (issue 39): the commercial manager cancels a new entry with the reason the spec
 * requires, finds it under Canceladas, and reverts the cancellation back to where it was. Only
 * clicks and typing, on a server of its own.
 */
const AREA = 'gestao-comercial';
const MOTIVO = 'Cliente desistiu da adesão por telefone em contato com a central.';

let journey: Journey;
let browser: Browser;
let page: Page;
let contrato: number;

describe('J6: cancelling a proposal with a reason and reverting it', () => {
  beforeAll(async () => {
    journey = await startJourney('j6');
    // A read, to pick the starting proposal: a new entry.
    const [alvo] = await lerLista(journey.base, 'gestorcomercial', [SITUACAO.NovaEntrada]);
    if (!alvo) throw new Error('nenhuma proposta em Nova entrada');
    contrato = alvo.numeroContrato;
    browser = await launchBrowser();
    page = await signInAt(browser, journey.base, 'gestorcomercial');
    await page.waitForURL(`**/${AREA}/**`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await journey?.server.stop();
  });

  it('cancels from the proposal screen, which demands a reason, and the history keeps it', async () => {
    await menu(page, 'Entradas', 'Propostas');
    await searchAndOpen(page, contrato, 'Entradas');
    await page.getByRole('heading', { level: 1, name: `Proposta ${contrato}` }).waitFor();
    await headerStatus(page, 'Nova entrada').waitFor();

    await page.getByRole('button', { name: 'Cancelar proposta', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar proposta' });
    const confirmar = dialog.getByRole('button', { name: 'Confirmar' });
    await expect(confirmar.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill(MOTIVO);
    await screenshot(page, 'j6-1-cancelar-motivo');
    await confirmar.click();
    await expectNotice(page, 'Proposta cancelada com sucesso!');
    await headerStatus(page, 'Cancelada').waitFor();
    await page.getByRole('tab', { name: 'Histórico de proposta' }).click();
    await page.getByText(MOTIVO, { exact: false }).first().waitFor();
    await screenshot(page, 'j6-2-cancelada-historico');
  });

  it('finds it under Canceladas and reverts it to Nova entrada', async () => {
    await menu(page, 'Canceladas', 'Propostas');
    await searchAndOpen(page, contrato, 'Canceladas');
    await page.getByRole('heading', { level: 1, name: `Proposta ${contrato}` }).waitFor();
    await page.getByRole('button', { name: 'Reverter cancelamento', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverter cancelamento' });
    await screenshot(page, 'j6-3-reverter');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(page, 'Cancelamento revertido com sucesso!');
    await headerStatus(page, 'Nova entrada').waitFor();
    await page.getByRole('tab', { name: 'Histórico de proposta' }).click();
    await page.getByText('Cancelamento revertido', { exact: false }).first().waitFor();
    await screenshot(page, 'j6-4-revertida');
  });
});
