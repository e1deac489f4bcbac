import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import {
  addObservation,
  columnTexts,
  expectNotice,
  filterByFirstRowUnitAndDay,
  headerStatus,
  openListFromMenu,
  openRow,
  resolveFirstPendency,
  runAction,
  url,
  waitForNoticesToClose,
} from './propostas-helpers';
import { signIn } from './session';

const AREA = 'concessionaria';

const LISTS: [route: string, menu: string, statuses: string[]][] = [
  // A nurse's pendency keeps the nursing status: those proposals are the dealership's to resolve.
  [
    'propostas-pendentes',
    'Pendências',
    [
      'Pendências corretor',
      'Aguardando declaração de saúde',
      'Aguardando avaliação enfermagem',
      'Aguardando aprovação enfermagem',
    ],
  ],
  ['propostas-novas', 'Novas', ['Nova entrada', 'Reentrada', 'Validação concluída']],
  ['propostas-aprovadas', 'Aguardando assinaturas', ['Aguardando assinaturas']],
  ['propostas-assinadas', 'Concluídas', ['Concluída']],
  [
    'propostas-integradas',
    'Integradas',
    ['Integrado ERP', 'Integrado com pendências', 'Solicitada integração com ERP'],
  ],
];

const open = (page: Page, route: string, menu: string) =>
  openListFromMenu(page, AREA, route, menu, menu);

/**
 * The dealership follows its own proposals: the lists of its portal, a pendency the commercial
 * manager registers and the dealership resolves, and the documentation it confirms as sent.
 */
describe('the dealership works its proposals', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'concessionaria');
    await page.waitForURL(`**/${AREA}/dashboard`);
  });
  afterAll(() => browser.close());

  it('opens every list of the portal, each showing only its statuses', async () => {
    for (const [route, menu, statuses] of LISTS) {
      await open(page, route, menu);
      const shown = (await columnTexts(page, 'Situação')).map((cell) => cell.split('\n')[0]);
      expect(shown.length, route).toBeGreaterThan(0);
      for (const status of shown) expect(statuses, route).toContain(status);
    }
  });

  it('filters the new proposals by unit and creation date', async () => {
    await open(page, 'propostas-novas', 'Novas');
    await filterByFirstRowUnitAndDay(page);
  });

  it('resolves the pendency the commercial manager registered on one of its proposals', async () => {
    await open(page, 'propostas-novas', 'Novas');
    const contrato = await openRow(page, 'Nova entrada');
    // The dealership's address names the proposal's kind (propostaRetencao/{id}, ...); the
    // manager's area opens every kind at proposta/{id}.
    const proposalPath = `/proposta/${/\d+$/.exec(new URL(page.url()).pathname)![0]}`;
    await addObservation(page, 'Cliente pediu para ser contatado pela manhã');

    const manager = await signIn(browser, 'gestorcomercial');
    await manager.waitForURL('**/gestao-comercial/dashboard');
    await manager.goto(url(`/gestao-comercial${proposalPath}`));
    await manager.getByRole('heading', { level: 1, name: `Proposta ${contrato}` }).waitFor();
    await manager.getByRole('tab', { name: 'Observações gerais' }).click();
    await manager.getByRole('switch', { name: 'Registrar como pendência para o corretor' }).check();
    const input = manager.getByRole('textbox', { name: /Escreva uma observação/ });
    await input.fill('Falta a assinatura do responsável financeiro');
    await input.press('Enter');
    await headerStatus(manager, 'Pendências corretor').waitFor();
    await manager.context().close();

    await page.reload();
    await headerStatus(page, 'Pendências corretor').waitFor();
    await page.getByText('Possui pendência').first().waitFor();
    await resolveFirstPendency(page, 'Assinatura colhida e documento reenviado');
    await headerStatus(page, 'Reentrada').waitFor();
    await waitForNoticesToClose(page);
    await screenshot(page, 'propostas-proposta-concessionaria');
  });

  it('confirms the documentation was sent, and the proposal re-enters', async () => {
    await open(page, 'propostas-pendentes', 'Pendências');
    await screenshot(page, 'propostas-lista-concessionaria');
    await openRow(page, 'Pendências corretor');
    await runAction(page, 'Confirmar envio da documentação');
    await expectNotice(page, 'Envio da documentação confirmado com sucesso!');
    await headerStatus(page, 'Reentrada').waitFor();
  });
});
