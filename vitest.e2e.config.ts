import { defineConfig } from 'vitest/config';

// The browser suite: one built SPA + server started by the global setup, Debian's Chromium
// driven by playwright-core. Files run one after another (2 cores, one server).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
