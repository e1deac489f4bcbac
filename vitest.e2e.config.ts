import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/workers';

// The browser suite: one built SPA, served by one compiled server per worker, started by the
// global setup on copies of one seeded data directory; Debian's Chromium driven by
// playwright-core. Most of a browser test is waiting for the page and the server, so on 2 cores
// two files side by side overlap instead of queueing (issue 40, docs/benchmarks.md).
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
