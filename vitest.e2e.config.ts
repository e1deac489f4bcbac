import { OWN_SERVER_FILES } from './tests/e2e/lanes';
import { defineConfig } from 'vitest/config';

// The browser suite: one built SPA + server started by the global setup, Debian's Chromium
// driven by playwright-core. Two lanes run side by side, one file at a time each: the files on
// the shared server (one after another: they read and change the same data), and the files on
// servers of their own. Most of a browser test is waiting for the page and the server, so on
// 2 cores the lanes overlap instead of queueing (issue 40, docs/benchmarks.md).
export default defineConfig({
  test: {
    globalSetup: ['tests/e2e/global-setup.ts'],
    // The global setup runs once, for the run (the build, the data template, the shared server).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'e2e',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: OWN_SERVER_FILES,
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'e2e-proprio',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          include: OWN_SERVER_FILES,
          maxWorkers: 1,
        },
      },
    ],
  },
});
