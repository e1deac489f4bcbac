import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/** The list playwright-core passes as --disable-features, read from its own bundle. */
function playwrightsList(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/);
  if (!list) throw new Error('playwright-core mudou: a lista disabledFeatures não foi encontrada');
  const withoutComments = list[1]!.replace(/\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('Chromium command line', () => {
  it("repeats Playwright's --disable-features list (Chromium keeps only the last switch)", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightsList());
  });

  it('passes one --disable-features with that list and the omnibox drop-down', () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
    expect(features).toEqual(
      expect.arrayContaining([
        'WebUIOmniboxPopup',
        'WebUIOmniboxAimPopup',
        'WebUIOmniboxFullPopup',
      ]),
    );
  });
});
