import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { serviceWorker } from './serviceWorker';

/** dist/sw.js as the plugin writes it for a bundle holding these files. */
function swFor(files: string[], shell = '<html></html>'): string {
  const bundle: Record<string, unknown> = { 'index.html': { type: 'asset', source: shell } };
  for (const name of files) bundle[name] = { type: name.endsWith('.js') ? 'chunk' : 'asset' };
  let source = '';
  const plugin = serviceWorker() as Plugin & {
    generateBundle: (this: unknown, options: unknown, bundle: unknown) => void;
  };
  plugin.generateBundle.call(
    { emitFile: (file: { fileName: string; source: string }) => (source = file.source) },
    {},
    bundle,
  );
  return source;
}

const BUILD = [
  'assets/index-C2xgKMOO.js',
  'assets/AreaEntry-CIirgEfC.js',
  'assets/index-DFdo7GGG.css',
  'assets/roboto-latin-400-normal-BqEyEoaF.woff2',
  'assets/roboto-latin-400-normal-D27F5sTu.woff',
  'favicon.svg',
];

type Listener = (event: unknown) => void;

/** Runs the worker's source against a fake worker scope, caches and network. */
function runWorker(source: string) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, string>>([
    ['adesao-app-antiga', new Map([['/index.html', 'velho']])],
    ['outra-coisa', new Map()],
  ]);
  const network: string[] = [];
  const scope = {
    location: { origin: 'https://adesao.example' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: string | { url: string }) =>
      new URL(typeof r === 'string' ? r : r.url, scope.location.origin).pathname;
    return {
      addAll: async (requests: (string | { url: string })[]) => {
        for (const r of requests) store.set(key(r), `conteúdo de ${key(r)}`);
      },
      match: async (r: string) => store.get(key(r)),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetch = async (request: { url: string }) => {
    network.push(request.url);
    return 'da rede';
  };
  class FakeRequest {
    constructor(
      readonly url: string,
      readonly init?: unknown,
    ) {}
  }
  new Function('self', 'caches', 'fetch', 'Request', source)(scope, caches, fetch, FakeRequest);

  async function lifecycle(type: 'install' | 'activate') {
    const waits: Promise<unknown>[] = [];
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  /** What the worker answers (undefined: it let the request go by). */
  async function request(method: string, path: string, mode = 'cors') {
    let answer: Promise<unknown> | undefined;
    const url = new URL(path, scope.location.origin).href;
    listeners.fetch!({
      request: { method, url, mode },
      respondWith: (p: Promise<unknown>) => (answer = p),
    });
    return answer === undefined ? undefined : await answer;
  }
  return { stores, network, lifecycle, request };
}

describe('the service worker the build writes (dist/sw.js)', () => {
  it("keeps the shell and the build's scripts, styles and woff2 fonts, under a version of them", () => {
    const source = swFor(BUILD);
    const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(source)![1]!);
    expect(precache).toEqual([
      '/index.html',
      '/assets/AreaEntry-CIirgEfC.js',
      '/assets/index-C2xgKMOO.js',
      '/assets/index-DFdo7GGG.css',
      '/assets/roboto-latin-400-normal-BqEyEoaF.woff2',
    ]);
    const version = (s: string) => /const VERSION = '([0-9a-f]{16})'/.exec(s)![1];
    expect(version(swFor(BUILD))).toBe(version(source));
    // A new build (a file's hash, or the shell) is a new worker to the browser.
    expect(version(swFor([...BUILD.slice(1), 'assets/index-NOVO1234.js']))).not.toBe(
      version(source),
    );
    expect(version(swFor(BUILD, '<html>nova</html>'))).not.toBe(version(source));
  });

  it('answers the app from its cache and lets every API call, token and non-GET go by', async () => {
    const sw = runWorker(swFor(BUILD));
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    // The old version's cache is gone, what is not the app's is left alone.
    expect([...sw.stores.keys()].sort()).toEqual([
      expect.stringMatching(/^adesao-app-[0-9a-f]{16}$/),
      'outra-coisa',
    ]);

    expect(await sw.request('GET', '/gestao-comercial/propostas-entradas', 'navigate')).toBe(
      'conteúdo de /index.html',
    );
    expect(await sw.request('GET', '/assets/index-C2xgKMOO.js')).toBe(
      'conteúdo de /assets/index-C2xgKMOO.js',
    );
    for (const [method, path, mode] of [
      ['GET', '/api/adesao/proposta/42'],
      ['POST', '/api/adesao/buscar'],
      ['GET', '/api'],
      ['POST', '/connect/token'],
      ['GET', '/docs', 'navigate'],
      ['GET', '/l/abc123', 'navigate'],
      ['GET', '/proponenteDmz/proposta', 'navigate'],
      ['GET', '/assets/desconhecido-1234.js'],
      ['POST', '/gestao-comercial/propostas-entradas', 'navigate'],
    ]) {
      expect(await sw.request(method!, path!, mode)).toBeUndefined();
    }
    expect(sw.network).toEqual([]);
    // Nothing but the precached files was ever stored.
    const kept = [...sw.stores.values()].flatMap((store) => [...store.keys()]);
    expect(kept.filter((p) => p !== '/index.html' && !p.startsWith('/assets/'))).toEqual([]);
  });
});
