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
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a debounced search takes to answer on a
    // busy 2-core machine: a poll waits as long as a locator's wait would.
    expect: { poll: { timeout: 15_000 } },
  },
});
