import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core in the browser suite. Its source is evaluated through the DevTools protocol, which the
 * page's CSP does not govern, so the pages are checked under the product's real CSP (an inline
 * script tag would be refused, rightly).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** axe-core on the page as it is now: no serious or critical WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page, where: string) {
  // Dialogs fade in: checking contrast halfway through the transition would measure nothing.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(o: object): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  const serious = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      // What and where, with axe's own explanation (the measured contrast, the missing role).
      const nodes = v.nodes.map(
        (n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${n.failureSummary ?? ''}`,
      );
      return `${where}: ${v.id} (${v.help}) at ${nodes.join(' | ')}`;
    });
  expect(serious).toEqual([]);
}
