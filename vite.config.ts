import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appShell } from './scripts/build/appShell';
import { modulosAntecipados } from './scripts/build/modulosAntecipados';
import { precompress } from './scripts/build/precompress';
import { serviceWorker } from './scripts/build/serviceWorker';

const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
/** The domain core: pure TypeScript (src/domain/index.ts), nothing runs for its own sake. */
const DOMAIN = /\/src\/domain\//;
/** Polyfills a dependency requires for what every supported browser has (decision 0181). */
const NATIVE_SHIMS = {
  'object.entries': fileURLToPath(
    new URL('./scripts/build/shims/object-entries.ts', import.meta.url),
  ),
  hasown: fileURLToPath(new URL('./scripts/build/shims/hasown.ts', import.meta.url)),
};
const isNativeShim = (id: string) => Object.values(NATIVE_SHIMS).includes(id);

export default defineConfig({
  plugins: [react(), appShell(), modulosAntecipados(), serviceWorker(), precompress()],
  resolve: { alias: NATIVE_SHIMS },
  server: {
    port: 5173,
    // In development the SPA talks to `npm run dev:server` through the same origin, as in production.
    // ws: the video room's signalling WebSockets live under /api too; /l: the invite's short link.
    proxy: {
      '/api': { target: API, ws: true },
      '/connect': API,
      '/docs': API,
      '/proponenteDmz': API,
      '/l/': API,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every browser the build targets preloads modules itself: Vite's polyfill for those that
    // do not is dead weight in the first script (decision 0184).
    modulePreload: { polyfill: false },
    // A CommonJS package's require() of a shim gets the shim's default export, the function.
    commonjsOptions: { requireReturnsDefault: (id) => isNativeShim(id) },
    // No manual vendor chunks: Rollup splits by what each entry imports, so the login page
    // downloads React, the router and the few MUI parts it draws, and each area the rest.
    rollupOptions: {
      treeshake: {
        // A domain module whose exports no code of a chunk uses is left out of it: imported
        // through the barrel (src/domain), its top-level schemas (yup objects, with date-fns
        // behind them) otherwise count as side effects and every module came along.
        moduleSideEffects: (id) => !DOMAIN.test(id),
      },
    },
  },
});
