import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { launchBrowser } from './browser';
import { waitForList } from './propostas-helpers';

/**
 * The app's service worker (docs/decisions/0132-service-worker.md) on a server of this file's
 * own, run from a copy of the project holding its own dist/: a deploy is simulated by changing
 * that copy's shell and worker while the server runs, as a new build copied over would.
 */
let root: string;
let dataDir: string;
let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;

/** A project folder with copies of the build and the compiled server, the rest linked. */
function projectCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'adesao-e2e-sw-raiz-'));
  cpSync('package.json', path.join(dir, 'package.json'));
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  cpSync('dist-server', path.join(dir, 'dist-server'), { recursive: true });
  // The migrations and seed assets are read from server/; the packages from node_modules.
  symlinkSync(path.resolve('server'), path.join(dir, 'server'));
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** What a new build changes: the shell (here a visible marker) and so the worker's version. */
function deploy(): void {
  const index = path.join(root, 'dist', 'index.html');
  const shell = readFileSync(index, 'utf8').replace(
    '<title>',
    '<meta name="adesao-versao" content="nova" />\n    <title>',
  );
  writeFileSync(index, shell);
  // Its inline outline made the shell big enough to be precompressed too.
  writeFileSync(`${index}.br`, brotliCompressSync(shell));
  writeFileSync(`${index}.gz`, gzipSync(shell));
  const sw = path.join(root, 'dist', 'sw.js');
  const source = readFileSync(sw, 'utf8').replace(
    /const VERSION = '([^']+)'/,
    "const VERSION = '$1-nova'",
  );
  expect(source).toContain('-nova');
  writeFileSync(sw, source);
  // The server sends the precompressed copies when the browser accepts them.
  writeFileSync(`${sw}.br`, brotliCompressSync(source));
  writeFileSync(`${sw}.gz`, gzipSync(source));
}

/** Every address kept in the page's CacheStorage, per cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });
}

function responsesOf(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

beforeAll(async () => {
  root = projectCopy();
  dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-e2e-sw-'));
  cpSync(inject('e2eDataTemplate'), dataDir, { recursive: true });
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, undefined, {
    entry: 'dist-server/main.js',
    log: true,
    root,
  });
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 850 } });
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('the service worker', () => {
  it('serves the shell and the scripts on a second visit, keeps no API answer, and takes a deploy', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    // Registered after the first load; it takes the open page once installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Second visit: the page and its scripts come from the worker.
    const segunda = responsesOf(page);
    await page.reload();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const documento = segunda.find((r) => r.request().resourceType() === 'document');
    expect(documento?.fromServiceWorker()).toBe(true);
    const scripts = segunda.filter((r) => r.request().resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([]);

    // A day's work under the worker: signing in and a list full of personal data.
    await page.getByLabel('Usuário').fill('gestorcomercial');
    await page.getByLabel('Senha', { exact: true }).fill('Adesao@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/gestao-comercial/**');
    const trabalho = responsesOf(page);
    await page.goto(`${server.url}/gestao-comercial/propostas-entradas`);
    await waitForList(page);
    const api = trabalho.filter((r) => new URL(r.url()).pathname.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    // Only the app's code is kept: the shell and the build's assets, no answer of the API.
    const guardados = Object.values(await cachedUrls(page)).flat();
    expect(guardados).toContain('/index.html');
    expect(guardados.filter((p) => p !== '/index.html' && !p.startsWith('/assets/'))).toEqual([]);

    // A deploy: the next navigation finds the new worker, which installs the new version in
    // the background and replaces the old one; the load after that shows it.
    deploy();
    await page.reload();
    await waitForList(page);
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/-nova$/)]);
    const depois = responsesOf(page);
    await page.reload();
    await waitForList(page);
    expect(await page.locator('meta[name="adesao-versao"]').getAttribute('content')).toBe('nova');
    expect(depois.find((r) => r.request().resourceType() === 'document')?.fromServiceWorker()).toBe(
      true,
    );
  });
});
