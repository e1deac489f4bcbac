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
    // Staff pages as a person who asked her system for less motion sees them (src/theme.ts): a
    // dialog or a menu group is there at once, so no click waits for a slide or catches one
    // half-way. The applicant's pages (mpa, titular, sala-video) keep their own contexts, with
    // motion, so the animated path stays covered.
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/**
 * What the window shows, as a PNG in test-results/screenshots/, for a person to look at. Not
 * the full page: a full-page capture resizes the window and lays the page out twice, which cost
 * about half a second a picture, a tenth of the whole suite (docs/benchmarks.md).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
