import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/**
 * This worker's shared server: each worker has its own (tests/e2e/workers.ts), so no other file
 * changes its data while a file runs. VITEST_POOL_ID numbers the workers from 1.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1366, height: 850 },
    // The app's service worker has its own file (service-worker.e2e.ts); elsewhere each new
    // context would install it and download the whole build again, and the requests a test
    // counts or routes would depend on whether it had taken the page yet.
    serviceWorkers: 'block',
  });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
