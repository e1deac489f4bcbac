import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser';
import { url, waitForList } from './propostas-helpers';
import { DEMO_PASSWORD, signIn } from './session';

/**
 * A reopened tab keeps its page (issue 'Everyday defects'): a stored session whose access token
 * has passed its half-life is renewed, not sent to /login; a tab opened signed out returns to
 * its page after signing in.
 */
const LIST_PATH = '/gestao-comercial/propostas-entradas';
const TOKEN_KEY = 'adesao.token';

/**
 * Marks the stored access token as past its half-life before the tab's scripts run, as if the
 * browser had been closed for a while: every tab opened after this starts with an aged token.
 */
async function ageTokenOnOpen(context: BrowserContext) {
  await context.addInitScript((key) => {
    const token = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      expiresOn: string;
    } | null;
    if (!token) return;
    token.expiresOn = new Date(Date.now() - 60_000).toISOString();
    window.localStorage.setItem(key, JSON.stringify(token));
  }, TOKEN_KEY);
}

function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(
    (key) =>
      (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { access_token: string } | null)
        ?.access_token ?? null,
    TOKEN_KEY,
  );
}

/** Records every path the tab's main frame visits, to prove it never passed by /login. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Holds the tab's refresh grant until the page has drawn its first screen (the area's waiting
 * outline, AppShellReserve, or the login form): the slow network of a real reopened tab, where the screens render before the
 * renewed token is stored. Deterministic: nothing is released by a timer.
 */
async function holdRefreshUntilFirstScreen(tab: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/connect/token', async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    await tab.waitForFunction(
      () =>
        window.location.pathname === '/login' || !!document.querySelector('.adesao-shell-always'),
    );
    release();
  };
}

/** Signs in, lets the first tab settle, closes it: the session is left only in storage. */
async function signedInContext(
  browser: Browser,
): Promise<{ context: BrowserContext; token: string }> {
  const page = await signIn(browser, 'gestorcomercial');
  await page.waitForURL('**/gestao-comercial/**');
  await page.waitForLoadState('networkidle');
  const token = (await storedAccessToken(page))!;
  const context = page.context();
  await page.close();
  await ageTokenOnOpen(context);
  return { context, token };
}

describe('a reopened tab keeps its page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renews an aged token and stays on the list it opened', async () => {
    const { context, token: oldToken } = await signedInContext(browser);
    const tab = await context.newPage();
    const paths = visitedPaths(tab);
    const releaseRefresh = await holdRefreshUntilFirstScreen(tab);
    await tab.goto(url(LIST_PATH));
    await releaseRefresh();
    await waitForList(tab, 'Entradas');
    expect(new URL(tab.url()).pathname).toBe(LIST_PATH);
    expect(paths).not.toContain('/login');
    await expect.poll(() => storedAccessToken(tab)).not.toBe(oldToken);
  });

  it('two tabs renewing at the same moment both stay', async () => {
    const { context, token: oldToken } = await signedInContext(browser);
    const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
    const firstPaths = visitedPaths(first!);
    const secondPaths = visitedPaths(second!);
    // Both refreshes are held until both tabs have drawn: they present the same refresh token.
    const releases = await Promise.all([
      holdRefreshUntilFirstScreen(first!),
      holdRefreshUntilFirstScreen(second!),
    ]);
    await Promise.all([
      first!.goto(url(LIST_PATH)),
      second!.goto(url('/gestao-comercial/todas-propostas')),
    ]);
    await Promise.all(releases.map((release) => release()));
    await Promise.all([waitForList(first!), waitForList(second!)]);
    await expect.poll(() => storedAccessToken(first!)).not.toBe(oldToken);
    expect(new URL(first!.url()).pathname).toBe(LIST_PATH);
    expect(new URL(second!.url()).pathname).toBe('/gestao-comercial/todas-propostas');
    expect([...firstPaths, ...secondPaths]).not.toContain('/login');
  });

  it('a tab opened signed out returns to its page after signing in', async () => {
    const tab = await newPage(browser);
    await tab.goto(`${baseUrl()}/gestao-comercial/todas-propostas`);
    await tab.waitForURL('**/login');
    await tab.getByLabel('Usuário').fill('gestorcomercial');
    await tab.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await tab.getByRole('button', { name: 'Entrar' }).click();
    await tab.waitForURL('**/gestao-comercial/todas-propostas');
    await waitForList(tab);
  });
});
