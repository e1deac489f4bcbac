import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import {
  addObservation,
  columnTexts,
  filterByFirstRowUnitAndDay,
  openListFromMenu,
  openRow,
  waitForNoticesToClose,
} from './propostas-helpers';
import { signIn } from './session';

const AREA = 'dac';

const LISTS: [route: string, menu: string, title: string, status: string][] = [
  ['propostas-integradas', 'Integradas', 'Integradas', 'Integrado ERP'],
  [
    'propostas-integradas-pendencias',
    'Integradas Pendências',
    'Integradas Pendências',
    'Integrado com pendências',
  ],
];

/** Customer service reads integrated proposals and writes observations; it runs no action. */
describe('customer service (DAC) consults integrated proposals', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'dac');
    await page.waitForURL(`**/${AREA}/propostas-integradas`);
  });
  afterAll(() => browser.close());

  it('opens both lists', async () => {
    for (const [route, menu, title, status] of LISTS) {
      await openListFromMenu(page, AREA, route, menu, title);
      const shown = (await columnTexts(page, 'Situação')).map((cell) => cell.split('\n')[0]);
      expect(shown.length, route).toBeGreaterThan(0);
      for (const text of shown) expect(text, route).toBe(status);
    }
  });

  it('filters by unit and creation date, opens a proposal and writes an observation', async () => {
    await openListFromMenu(page, AREA, LISTS[0][0], LISTS[0][1], LISTS[0][2]);
    await filterByFirstRowUnitAndDay(page);
    await screenshot(page, 'propostas-lista-dac');
    await openRow(page);
    await page
      .getByText('Nenhuma mudança de situação disponível para esta proposta agora.')
      .waitFor();
    await expect(page.getByRole('tab', { name: 'Anotações da Enfermagem' }).count()).resolves.toBe(
      0,
    );
    await addObservation(page, 'Beneficiário ligou pedindo a segunda via do contrato');
    await waitForNoticesToClose(page);
    await screenshot(page, 'propostas-proposta-dac');
  });
});
