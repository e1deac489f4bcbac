import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1366, height: 850 },
  });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
