// Compiles the server, the worker and the database command line into dist-server/ (esbuild):
// one ES module each, dependencies left to node_modules, source maps for readable stack traces
// in development tools. `npm run build` runs it after the SPA's build; `npm start` when stale;
// the API tests' global setup compiles into a folder of its own, so the tests that start the
// real server as a process do not pay tsx's compilation at every start.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

/** `outdir` must sit inside the project: the bundle finds its packages in node_modules. */
export async function buildServer(outdir = 'dist-server') {
  await build({
    entryPoints: {
      main: 'server/main.ts',
      worker: 'server/worker.ts',
      cli: 'server/db/cli.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log('servidor compilado em dist-server/');
}
