import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { abrirAvaliacao, decide, registrarPecFast } from './avaliacao-helpers';
import { launchBrowser, screenshot } from './browser';
import { lerLista, menu, searchAndOpen, startJourney, type Journey } from './jornada-helpers';
import { signInAt } from './session';
import { expectNotice, VISTA_DA_PROPOSTA, waitForList } from './propostas-helpers';

/**
 * Journey J5 (issue 39): the nurse marks a pendency on a proposal waiting for her assessment,
 * the dealership that sold it finds it among its pendencies and resolves it, and the nurse goes
 * on to approve the assessment. Only clicks and typing, on a server of its own.
 */
const NURSE = 'enfermeiro-avaliador';
const DEALER = 'concessionaria';
const MOTIVO = 'Ligação não atendida';
const TEXTO = 'Três tentativas sem resposta; pedir à concessionária o telefone atual.';

let journey: Journey;
let browser: Browser;
let nurse: Page;
let contrato: number;

describe('J5: the pendency loop between the nurse and the dealership', () => {
  beforeAll(async () => {
    journey = await startJourney('j5');
    // A read, to pick the starting proposal: one of the demo dealership's, awaiting the nurse.
    const livres = (
      await lerLista(journey.base, 'concessionaria', [SITUACAO.AguardandoAvaliacaoEnfermagem])
    ).filter((p) => !p.possuiPendencia);
    if (!livres[0]) throw new Error('nenhuma proposta da concessionária aguardando a enfermagem');
    contrato = livres[0].numeroContrato;
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await journey?.server.stop();
  });

  it('the nurse finds the proposal in Entradas and marks a pendency', async () => {
    nurse = await signInAt(browser, journey.base, 'enfermeiro');
    await nurse.waitForURL(`**/${NURSE}/lista-novas`);
    await searchAndOpen(nurse, contrato, 'Entradas');
    await nurse.waitForURL(/\/proposta\/\d+\/avaliacao-saude$/);
    await nurse.getByRole('region', { name: 'Situação' }).waitFor({ timeout: 20_000 });

    await nurse.getByRole('button', { name: 'Marcar pendência' }).click();
    const dialog = nurse.getByRole('dialog', { name: 'Marcar pendência' });
    await dialog.getByRole('combobox', { name: 'Motivo' }).click();
    await nurse.getByRole('option', { name: MOTIVO }).click();
    await dialog.getByLabel('Descrição da pendência').fill(TEXTO);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expectNotice(nurse, 'Pendência registrada com sucesso!');
    await nurse.getByRole('region', { name: 'Situação' }).getByText('Possui pendência').waitFor();
    // With an open pendency the nurse cannot approve.
    await expect(nurse.getByRole('button', { name: 'Aprovar', exact: true }).count()).resolves.toBe(
      0,
    );
    await screenshot(nurse, 'j5-1-enfermeira-marca-pendencia');
  });

  it('the dealership finds it under Pendências and resolves it', async () => {
    const dealer = await signInAt(browser, journey.base, 'concessionaria');
    await dealer.waitForURL(`**/${DEALER}/**`);
    await menu(dealer, 'Pendências');
    await dealer.waitForURL(`**/${DEALER}/propostas-pendentes**`);
    await waitForList(dealer, 'Pendências');
    await screenshot(dealer, 'j5-2-concessionaria-pendencias');
    await searchAndOpen(dealer, contrato, 'Pendências');
    await dealer.waitForURL(VISTA_DA_PROPOSTA);
    await dealer.getByRole('heading', { level: 1, name: `Proposta ${contrato}` }).waitFor();

    await dealer.getByRole('tab', { name: 'Observações gerais' }).click();
    // The nurse's reason and text are what the dealership reads.
    await dealer.getByText(TEXTO, { exact: false }).first().waitFor();
    await dealer.getByRole('button', { name: 'Resolver pendência' }).first().click();
    const resolver = dealer.getByRole('dialog', { name: 'Resolver pendência' });
    await resolver
      .getByRole('textbox', { name: 'Motivo' })
      .fill('Telefone atualizado: (27) 99876-5432.');
    await resolver.getByRole('button', { name: 'Continuar' }).click();
    await expectNotice(dealer, /pendência .*foi resolvida com sucesso/);
    await dealer.getByText('Pendência resolvida').first().waitFor();
    await screenshot(dealer, 'j5-3-concessionaria-resolveu');
    await dealer.context().close();
  });

  it('the nurse sees it resolved, assesses and approves', async () => {
    await menu(nurse, 'Entradas');
    await nurse.waitForURL(`**/${NURSE}/lista-novas**`);
    await searchAndOpen(nurse, contrato, 'Entradas');
    await nurse.waitForURL(/\/proposta\/\d+\/avaliacao-saude$/);
    const status = nurse.getByRole('region', { name: 'Situação' });
    await status.waitFor({ timeout: 20_000 });
    await expect.poll(() => status.getByText('Possui pendência').count()).toBe(0);
    await nurse.getByRole('tab', { name: 'Observações gerais' }).click();
    await nurse.getByText('Pendência resolvida').first().waitFor();
    await screenshot(nurse, 'j5-4-enfermeira-ve-resolvida');

    // The applicant answered the declaration; the nurse answers the PecFast questionnaire.
    const avaliacao = await abrirAvaliacao(nurse);
    await registrarPecFast(nurse, avaliacao);
    await avaliacao.getByRole('button', { name: 'Fechar' }).click();
    const success = await decide(nurse, 'Aprovar', 'aprovar');
    await expect(success.innerText()).resolves.toContain('aprovações finais');
    await screenshot(nurse, 'j5-5-enfermeira-aprova');
    await success.getByRole('button', { name: 'OK' }).click();
    await nurse.waitForURL(`**/${NURSE}/lista-novas`);
  });
});
