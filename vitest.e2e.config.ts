import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/workers';

// The browser suite: one built SPA, served by one compiled server per worker, started by the
// global setup on copies of one seeded data directory; Debian's Chromium driven by
// playwright-core. One file at a time by default (tests/e2e/workers.ts says why).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    // The files of a worker share the imported modules (playwright-core, the helpers): none keeps
    // state in a module or mocks one, and each launches its own Chromium and signs in anew. Each
    // file re-imported them before: 0.8 s a file, 10.9 → 2.9 s of import over ten files.
    isolate: false,
    testTimeout: 60_000,
    // In CI only, a failed browser test runs once more (docs/decisions/0140-e2e-retry-in-ci.md):
    // a timing flake on a starved machine must not throw away a session's work, and .ci/run
    // prints every test that needed the second try, so a flake is seen and fixed, not hidden.
    retry: process.env.CI === 'true' ? 1 : 0,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a debounced search takes to answer on a
    // busy 2-core machine: a poll waits as long as a locator's wait would.
    expect: { poll: { timeout: 15_000 } },
  },
});
