import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { signIn } from './session';

/**
 * Menus and titles agree (issue 'Everyday defects'): every page a menu entry opens is titled with
 * that entry's label, in every area, for the demo account of the area; where the same label
 * stands in several places of the menu (the dealership's Retenção and Portabilidade groups), an
 * entry inside a group is titled 'Group: label'.
 */
const ACCOUNTS: [username: string, area: string][] = [
  ['gestorcomercial', 'gestao-comercial'],
  ['operadorcallcenter', 'operador-callcenter'],
  ['gestorcallcenter', 'gestao-callcenter'],
  ['concessionaria', 'concessionaria'],
  ['dac', 'dac'],
  ['enfermeiro', 'enfermeiro-avaliador'],
  ['gestorsaude', 'gestao-saude'],
  ['admin', 'administrador'],
];

/** Opens every closed group of the sidebar, then reads each link's address, label and group. */
async function menuLinks(
  page: Page,
  area: string,
): Promise<{ href: string; label: string; group: string | null }[]> {
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.locator('[role="menuitem"]').first().waitFor();
  for (let closed = sidebar.locator('[aria-expanded="false"]'); await closed.count();) {
    await closed.first().click();
  }
  const links = sidebar.locator(`a[href^="/${area}/"]`);
  const found = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href')!,
      label: (a as HTMLElement).innerText.trim(),
      group: a.closest('[role="group"]')?.getAttribute('aria-label') ?? null,
    })),
  );
  return found.filter((link) => !link.href.includes('/usuario/'));
}

/** In-app navigation, as the menu's own links do (no reload between pages). */
async function openInApp(page: Page, href: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

describe('each page is titled with its menu entry', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [username, area] of ACCOUNTS) {
    it(`${area} (${username})`, async () => {
      const page = await signIn(browser, username);
      await page.waitForURL(`**/${area}/**`);
      const links = await menuLinks(page, area);
      expect(links.length).toBeGreaterThan(0);
      const title = page.locator('#react-admin-title');
      const mismatches: string[] = [];
      const repeated = (label: string) => links.filter((l) => l.label === label).length > 1;
      for (const link of links) {
        const expected =
          link.group && repeated(link.label) ? `${link.group}: ${link.label}` : link.label;
        await openInApp(page, link.href);
        try {
          await expect.poll(() => title.innerText(), { timeout: 5_000 }).toBe(expected);
        } catch {
          mismatches.push(
            `${link.href}: esperado '${expected}', título '${await title.innerText()}'`,
          );
        }
      }
      if (area === 'concessionaria') {
        // The rule is exercised: the dealership has such entries.
        expect(links.some((l) => l.group === 'Retenção' && repeated(l.label))).toBe(true);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
