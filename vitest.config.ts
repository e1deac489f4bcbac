import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { limite } from './tests/helpers/limites';

// In CI `npm test` runs beside the browser suite at a lower priority (.ci/run), and a starved
// test takes several times its usual time: every limit goes through limite() (its file says why).

const COMPONENT_FILES = {
  // A file's first test also pays for transforming the screen's lazily imported modules:
  // past 5 s on a busy 2-core machine, though nothing hangs (seen in CI and by every helper).
  testTimeout: limite(15_000),
  include: ['src/**/*.test.tsx', 'src/providers/**/*.test.ts'],
  setupFiles: ['tests/setup-dom.ts'],
};

// Three projects: pure units (domain, server helpers), jsdom components (one shared page per worker),
// and API tests that boot the real Fastify app against a fresh database per file.
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
            'src/registries/**/*.test.ts',
            'server/**/*.test.ts',
            'i18n/**/*.test.ts',
            // The browser suite's own helpers (not the browser tests, which are *.e2e.ts).
            'tests/e2e/**/*.test.ts',
            // The build's plugins (the service worker they write).
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // The files of a worker share one jsdom page and one module graph: react-admin and MUI
          // are imported once per worker, not once per file (most of this project's time).
          // tests/setup-dom.ts gives each file a new page back (storage, address, timers, MUI's
          // styles, our providers' module state); each file's msw server is its own and closed
          // after it, and each render gets a new store, query cache and router
          // (tests/helpers/render.tsx).
          isolate: false,
          // No file here may vi.mock one of our modules: the mock would reach every later file
          // of the worker. Give the screen what it needs through its data provider or msw.
          ...COMPONENT_FILES,
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
          testTimeout: limite(30_000),
          hookTimeout: limite(60_000),
        },
      },
    ],
  },
});
