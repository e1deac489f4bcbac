import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import {
  addObservation,
  columnTexts,
  expectNotice,
  filterByFirstRowUnitAndDay,
  openListFromMenu,
  openRow,
  resolveFirstPendency,
} from './propostas-helpers';
import { signIn } from './session';

const AREA = 'operador-callcenter';

const LISTS: [route: string, menu: string, title: string, statuses?: string[]][] = [
  ['todas-propostas', 'Beneficiários', 'Beneficiários'],
  [
    'propostas-aguardando-avaliacao-enfermagem',
    'Avaliação enfermagem',
    'Avaliação enfermagem',
    ['Aguardando avaliação enfermagem'],
  ],
  ['propostas-integradas', 'Integradas', 'Integradas', ['Integrado ERP']],
  [
    'propostas-integradas-pendencias',
    'Integradas Pendências',
    'Integradas Pendências',
    ['Integrado com pendências'],
  ],
];

/**
 * The call-centre operator: its four lists, a nursing pendency resolved after calling the
 * applicant, and the attendance-queue link resent to a phone added on the spot.
 */
describe('the call-centre operator follows up proposals', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'operadorcallcenter');
    await page.waitForURL(`**/${AREA}/todas-propostas`);
  });
  afterAll(() => browser.close());

  it('opens each of its lists', async () => {
    for (const [route, menu, title, statuses] of LISTS) {
      await openListFromMenu(page, AREA, route, menu, title);
      const shown = (await columnTexts(page, 'Situação')).map((cell) => cell.split('\n')[0]);
      expect(shown.length, route).toBeGreaterThan(0);
      if (statuses) for (const status of shown) expect(statuses, route).toContain(status);
    }
  });

  it('filters the nursing list by unit and creation date', async () => {
    await openListFromMenu(page, AREA, LISTS[1][0], LISTS[1][1], LISTS[1][2]);
    await filterByFirstRowUnitAndDay(page);
    await screenshot(page, 'propostas-lista-callcenter');
  });

  it('resolves a nursing pendency and resends the attendance-queue link', async () => {
    await openListFromMenu(page, AREA, LISTS[1][0], LISTS[1][1], LISTS[1][2]);
    await openRow(page, 'Possui pendência');
    // Operators see no nursing notes and cannot register pendencies for the broker.
    await expect(page.getByRole('tab', { name: 'Anotações da Enfermagem' }).count()).resolves.toBe(
      0,
    );
    await addObservation(page, 'Liguei para a cliente; pediu novo link por SMS');
    await resolveFirstPendency(page, 'Cliente reagendou e recebeu novo link');

    await page.getByRole('button', { name: 'Reenviar' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar: Fila de atendimento' });
    await dialog.getByRole('button', { name: 'Adicionar contato' }).click();
    const contact = page.getByRole('dialog', { name: 'Adicionar contato' });
    const phone = contact.getByRole('textbox', { name: 'Telefone' });
    await phone.pressSequentially('27998765432');
    await expect(phone.inputValue()).resolves.toBe('(27) 99876-5432');
    await contact.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByRole('radio', { name: '(27) 99876-5432' }).isChecked()).resolves.toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await expectNotice(page, /Fila de atendimento: link reenviado/);

    await page.getByRole('button', { name: 'Histórico de envios' }).click();
    const log = page.getByRole('dialog', { name: 'Histórico de envios' });
    await log.getByRole('row').filter({ hasText: '(27) 99876-5432' }).first().waitFor();
    await screenshot(page, 'propostas-proposta-callcenter');
    await log.getByRole('button', { name: 'Fechar' }).click();
  });
});
