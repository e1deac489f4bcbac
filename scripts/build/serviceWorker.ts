import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.template.js');

/** What the worker keeps: the build's hashed code, styles and fonts (woff2: every browser with
 * service workers reads it), not the images of public/ nor the older .woff fonts. */
const PRECACHED = /^assets\/.+\.(js|css|woff2)$/;

/**
 * Writes dist/sw.js (docs/decisions/0132-service-worker.md): the worker of
 * scripts/build/sw.template.js with this build's list of files to keep and a version that
 * changes whenever one of them (or the shell) does, so a deploy is a new worker to the browser.
 * `enforce: 'post'`: Vite's own plugins have written index.html into the bundle by then.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'adesao-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => PRECACHED.test(name))
        .sort();
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') throw new Error('index.html ausente do build');
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(shell.source)
        .digest('hex')
        .slice(0, 16);
      const precache = ['/index.html', ...files.map((name) => `/${name}`)];
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace('__VERSION__', version)
        .replace('/* __PRECACHE__ */ []', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
