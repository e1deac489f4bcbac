import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { addObservation, openListFromMenu, openRow } from './propostas-helpers';
import { signIn } from './session';

const PAYLOAD = '<img src=x onerror="window.__xss=1;alert(1)"> <script>window.__xss=2</script>';

/** Stored text is shown as text: markup typed by one user never runs in another's browser. */
describe('stored text is escaped', () => {
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'gestorcomercial');
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(() => browser.close());

  it('shows an observation with markup literally, and nothing in it runs', async () => {
    await openListFromMenu(
      page,
      'gestao-comercial',
      'propostas-canceladas',
      'Canceladas',
      'Canceladas',
      'Propostas',
    );
    await openRow(page);
    await addObservation(page, PAYLOAD);
    // Reload: the text now comes from the server, as another user would get it.
    await page.reload();
    await page.getByRole('tab', { name: 'Observações gerais' }).click();
    const stored = page.getByTestId('observacao').filter({ hasText: 'onerror=' }).first();
    await stored.waitFor();
    await expect(stored.innerText()).resolves.toContain(PAYLOAD);
    await expect(stored.locator('img, script').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as { __xss?: number }).__xss),
    ).resolves.toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
