import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, newPage } from './browser';
import { launchChromium } from './chromium';

/** Command lines of the Chromium processes running now. */
function chromiumProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (command.includes('chromium')) found.push(command);
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

const profileOf = (command: string) => command.match(/--user-data-dir=(\S+)/)?.[1];

describe('the browser the suite and the benchmark drive', () => {
  let browser: Browser;
  let profile: string | undefined;

  beforeAll(async () => {
    const before = new Set(chromiumProcesses().map(profileOf));
    browser = await launchChromium();
    // Our browser's processes share a profile directory no earlier Chromium used.
    profile = chromiumProcesses()
      .map(profileOf)
      .find((dir) => !before.has(dir));
  });
  afterAll(() => browser.close());

  it("starts no renderer for the address bar's drop-down when a page opens", async () => {
    expect(profile).toBeDefined();
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Usuário').waitFor();
    const ours = chromiumProcesses().filter((c) => profileOf(c) === profile);
    // The page's own renderer is there; the address bar's WebUI renderer is not.
    expect(ours.some((c) => c.includes('--type=renderer'))).toBe(true);
    expect(ours.filter((c) => c.includes('--top-chrome-webui'))).toEqual([]);
    await page.context().close();
  });
});
