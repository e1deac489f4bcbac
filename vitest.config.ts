import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// Three projects: pure units (domain, server helpers), jsdom components, and API tests
// that boot the real Fastify app against a fresh database per file.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest's default for a run is one worker fewer than the cores: on the team's 2-core machines
    // that is ONE worker, and the suite ran file after file. Every core works instead.
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text', 'text-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and server helpers: files share one module graph per worker instead
          // of importing it again for each file.
          isolate: false,
          include: [
            'src/domain/**/*.test.ts',
            'server/**/*.test.ts',
            'i18n/**/*.test.ts',
            // The browser suite's own helpers (not the browser tests, which are *.e2e.ts).
            'tests/e2e/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A file's first test also pays for transforming the screen's lazily imported modules:
          // past 5 s on a busy 2-core machine, though nothing hangs (seen in CI and by every helper).
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx', 'src/providers/**/*.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Each file builds its own app on its own database copy, and no file mocks a module or
          // keeps state in one, so the files of a worker share the imported server (about 2 s a
          // file saved). tests/api/banco-de-teste.test.ts proves the databases stay apart.
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          // Migrates once and seeds on top, once per run (each file copies the result), while the
          // server is compiled for the files that start it as a process (api-global-setup.ts).
          globalSetup: ['tests/helpers/api-global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
