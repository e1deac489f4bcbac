import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../src/domain';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users';
import type { CatalogRoute } from '../../server/http/route-catalog';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { limite } from '../helpers/limites';

/**
 * The permission matrix, walked for real: every operation of the API as each demo account and
 * as nobody. A route guarded by the shared table (src/domain/permissions.ts) must answer 403
 * exactly to the accounts the table refuses and never 401/403 to those it allows; every route
 * answers 401 to nobody unless it is public. docs/permissions.md is this same table, written by
 * this test (`npm run permissions:docs`, which sets UPDATE_PERMISSIONS=1): it fails when
 * the committed file is stale.
 */

/** Routes any signed-in user may call (their own data), placed here by hand on purpose. */
const ANY_SIGNED_IN = new Set([
  'GET /api/User/MeusDados',
  'GET /api/cep/:cep',
  'POST /api/usuario/alterar-senha',
  // Saved views and column choices: the handler refuses an area the user may not enter.
  'GET /api/visoes/:area',
  'POST /api/visoes/:area',
  'PUT /api/visoes/:area/:id',
  'DELETE /api/visoes/:area/:id',
  'GET /api/colunas/:area',
  'PUT /api/colunas/:area',
]);

/**
 * Event streams never end on their own: asked over a listening socket, their answer is read by
 * its status and the connection dropped (inject would wait for an end that never comes).
 */
const STREAMS = new Set(['GET /api/propostas/eventos', 'GET /api/integracoes/eventos']);

const DOC = path.resolve(__dirname, '../../docs/permissions.md');
// The broker-only account is refused at sign-in (spec 6): it never reaches an operation.
const ACCOUNTS = DEMO_ACCOUNTS.filter((a) => a.username !== 'corretor').map((a) => ({
  username: a.username,
  roles: a.roles,
}));

const key = (route: CatalogRoute) => `${route.method} ${route.url}`;
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (/cpf/i.test(name) ? '52998224725' : '1'));

function matrix(routes: CatalogRoute[]): string {
  const header = ['Operação', 'Permissão', ...ACCOUNTS.map((a) => a.username)];
  const lines = routes.map((route) => {
    const cells = ACCOUNTS.map((account) =>
      route.public
        ? 'público'
        : !route.permission || canAccess(account.roles, route.permission as never)
          ? '✓'
          : '—',
    );
    const permission = route.public
      ? 'pública'
      : route.permission
        ? `${route.permission.resource}:${route.permission.action}`
        : 'usuário autenticado';
    return ['`' + key(route) + '`', permission, ...cells];
  });
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    '# Permissões por operação',
    '',
    'Gerado por `tests/api/permissoes.test.ts` a partir das rotas do servidor e da tabela de',
    'permissões compartilhada (`src/domain/permissions.ts`); o teste falha quando este arquivo',
    'fica desatualizado, e `npm run permissions:docs` o reescreve. ✓ permitido, — recusado com',
    '403; sem sessão, toda operação não pública responde 401. O escopo de registros (o que cada',
    'perfil vê dentro do permitido) está em `src/domain/recordScope.ts` e é verificado por',
    '`tests/api/escopo-leitura.test.ts`.',
    '',
    row(header),
    row(header.map(() => '---')),
    ...lines.map(row),
    '',
  ].join('\n');
}

describe('the permission matrix', () => {
  let t: TestApp;
  let routes: CatalogRoute[];
  const headers = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    routes = t.app.routeCatalog
      .filter((r) => r.url.startsWith('/api/'))
      .sort((a, b) => key(a).localeCompare(key(b)));
    for (const account of ACCOUNTS)
      headers.set(account.username, await loginAs(t, account.username));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** The status of a call: inject, or a real request for the event streams. */
  async function statusOf(route: CatalogRoute, url: string, auth?: Record<string, string>) {
    if (STREAMS.has(key(route))) {
      const { port } = t.app.server.address() as { port: number };
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        headers: auth,
        signal: controller.signal,
      });
      controller.abort();
      return res.status;
    }
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: auth,
      payload: body,
    });
    return res.statusCode;
  }
  afterAll(() => t.close());

  it('places every route: guarded by the table, public, or listed as any signed-in user', () => {
    const unplaced = routes.filter((r) => !r.permission && !r.public && !ANY_SIGNED_IN.has(key(r)));
    expect(unplaced.map(key)).toEqual([]);
    const served = new Set(routes.map(key));
    expect([...ANY_SIGNED_IN].filter((entry) => !served.has(entry))).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it(
    'refuses nobody with 401, the roles the table refuses with 403, and lets the others through',
    async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const url = concrete(route.url);
        const anonymous = await statusOf(route, url);
        if (!route.public && anonymous !== 401) {
          wrong.push(`${key(route)} sem sessão: ${anonymous}`);
        }
        if (route.public) continue;
        for (const account of ACCOUNTS) {
          const allowed = !route.permission || canAccess(account.roles, route.permission as never);
          const status = await statusOf(route, url, headers.get(account.username));
          const refused = status === 401 || status === 403;
          if (allowed === refused) {
            wrong.push(`${key(route)} ${account.username}: ${status}`);
          }
          if (!allowed && status !== 403) {
            wrong.push(`${key(route)} ${account.username}: ${status} (esperado 403)`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    limite(600_000),
  );

  it('is printed in docs/permissions.md', () => {
    const generated = matrix(routes);
    if (process.env.UPDATE_PERMISSIONS === '1') writeFileSync(DOC, generated);
    expect(existsSync(DOC) ? readFileSync(DOC, 'utf8') : '').toBe(generated);
  });
});
