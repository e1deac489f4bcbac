import type { Browser, Page } from 'playwright-core';
import { baseUrl, newPage } from './browser';

export const DEMO_PASSWORD = 'Adesao@2026';

/** Opens the login page in a fresh context and signs in the way a person does. */
export function signIn(
  browser: Browser,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  return signInAt(browser, baseUrl(), username, password);
}

/** {@link signIn} on a server of the file's own (the journeys, the first-access files). */
export async function signInAt(
  browser: Browser,
  base: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${base}/login`);
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  return page;
}

/**
 * An access token for a demo user, taken from the login endpoint the way the app does, for
 * the API calls a test makes to set up or check what the browser shows. `base`: a suite with
 * its own server (integracoes.e2e.ts).
 */
export async function token(username: string, base: string = baseUrl()): Promise<string> {
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'openid profile email offline_access',
      client_id: 'comercial-web',
    }),
  });
  // A refused login fails here, by name, not later as a 401 of the test's first call.
  if (!res.ok) throw new Error(`login de ${username} recusado: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The visible texts of the area's sidebar menu. */
export async function menuTexts(page: Page): Promise<string[]> {
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.waitFor();
  const texts = await sidebar
    .locator('.MuiListItemText-root, .RaMenuItemLink-root')
    .allInnerTexts();
  return [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
}
