// Compiles the server, the worker and the database command line into dist-server/ (esbuild):
// one ES module each, dependencies left to node_modules, source maps for readable stack traces
// in development tools. `npm run build` runs it after the SPA's build; `npm start` when stale.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    worker: 'server/worker.ts',
    cli: 'server/db/cli.ts',
  },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('servidor compilado em dist-server/');
