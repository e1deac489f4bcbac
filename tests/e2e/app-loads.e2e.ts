import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';

describe('the application loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens on the login page', async () => {
    const page = await newPage(browser);
    await page.goto(baseUrl());
    await page.waitForURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'login');
  });

  it('shows "Página não encontrada" for an unknown path', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/caminho/que/nao/existe`);
    await expect(page.getByText('Página não encontrada').isVisible()).resolves.toBe(true);
  });
});
