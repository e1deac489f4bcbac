import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLED_ACTIONS } from '../../src/domain';
import { RESOURCES } from '../../src/registries/registry';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every URL the SPA calls must exist on the real server: a component test against msw proves a
 * screen, not its route. The client's `/api/...` literals (template parameters as `{}`) and the
 * declared resources' simple-rest paths are compared with the OpenAPI document's paths.
 */
const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.|\.fixtures\./.test(name) ? [full] : [];
  });
}

const LITERAL = /[`'"](\/api\/[^`'"\s]*)[`'"]/g;

function normalise(url: string): string {
  return url
    .split('?')[0]
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/$/, '')
    .toLowerCase();
}

function clientUrls(): Map<string, string> {
  const urls = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const url = normalise(match[1]);
      const where = `${path.relative(SRC, file)}: ${match[1]}`;
      // A generic screen's `/api/${definition.name}/...` is called for every declared resource.
      const expanded = url.startsWith('/api/{}/')
        ? RESOURCES.map((r) => url.replace('/api/{}/', `/api/${r.name.toLowerCase()}/`))
        : [url];
      for (const one of expanded) urls.set(one, where);
    }
  }
  for (const resource of RESOURCES) {
    urls.set(normalise(`/api/${resource.name}`), `resource ${resource.name}`);
    urls.set(normalise(`/api/${resource.name}/{id}`), `resource ${resource.name}`);
  }
  return urls;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('client calls and the OpenAPI document', () => {
  it('finds the client calls it checks (the scan works)', () => {
    const urls = [...clientUrls().keys()];
    expect(urls).toContain('/api/adesao/buscar');
    expect(urls).toContain('/api/corretores/{}');
    // The domain calls live in src/providers/*DataProvider.ts (one data path): still scanned.
    expect(urls).toContain('/api/parametros/historico');
    expect(urls).toContain('/api/agendamento/obterhorarios');
    expect(urls.length).toBeGreaterThan(20);
  });

  it('every URL the client calls exists on the server', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const served = new Set(Object.keys(document.paths).map(normalise));
    const missing = [...clientUrls()].filter(([url]) => !served.has(url)).map(([, where]) => where);
    expect(missing).toEqual([]);
  });

  it("every lifecycle action's call is served with its method (one action table for both sides)", async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const byPath = new Map(Object.entries(document.paths).map(([p, ops]) => [normalise(p), ops]));
    for (const row of CALLED_ACTIONS) {
      const operations = byPath.get(normalise(row.call.path));
      expect(
        operations?.[row.call.method.toLowerCase()],
        `${row.action} ${row.call.path}`,
      ).toBeDefined();
    }
  });
});
