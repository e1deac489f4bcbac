import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, menuFor, menuLinks, AREAS, ROLE, type AreaId, type MenuItem } from '../domain';
import { buildDataProvider } from '../providers/dataProvider';
import { defineResource } from '../registries/definition';
import { areaMenuTable, productMenuTable } from './menu';
import { RESOURCES } from '../registries/registry';
import { resourceRoutes } from './routes';
import { storeSignedInSession } from '../providers/testing/storedSession';

// A throw-away resource: everything below must come from this one declaration.
const lembrete = defineResource({
  name: 'lembretes',
  permission: 'corretor',
  label: { singular: 'Lembrete', plural: 'Lembretes', article: 'o' },
  table: 'lembretes',
  recordRepresentation: 'titulo',
  sort: { field: 'titulo', order: 'ASC' },
  fields: [{ source: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 80 }],
  areas: {
    'gestao-comercial': {
      list: 'lembretes',
      create: 'novo-lembrete',
      edit: 'lembrete/:id',
      menu: { group: 'cadastros' },
    },
  },
});

const seen: string[] = [];
const server = setupServer(
  http.get('*/api/lembretes', ({ request }) => {
    seen.push(request.url);
    return HttpResponse.json(
      {
        success: true,
        data: [{ id: 1, versao: 1, titulo: 'Ligar para o corretor' }],
        messages: [],
      },
      { headers: { 'Content-Range': 'lembretes 0-0/1' } },
    );
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  storeSignedInSession();
});
afterAll(() => server.close());

function findLink(items: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of items) {
    if (item.path === path) return item;
    const inner = item.children ? findLink(item.children, path) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('a resource declared once', () => {
  it('gets its routes at the URLs it declares, in the areas it names only', () => {
    // The pages its menu links open take the links' labels; only the record page names itself.
    expect(resourceRoutes('gestao-comercial', [lembrete]).map((r) => [r.path, r.title])).toEqual([
      ['lembretes', undefined],
      ['novo-lembrete', undefined],
      ['lembrete/:id', 'Lembrete'],
    ]);
    expect(resourceRoutes('concessionaria', [lembrete])).toEqual([]);
  });

  it('gets its menu links in its group, visible by the permission table', () => {
    const table = areaMenuTable('gestao-comercial', [lembrete]);
    const manager = menuFor('gestao-comercial', { roles: [ROLE.GestorComercial] }, table);
    const cadastros = manager.find((item) => item.key === 'cadastros')!;
    expect(cadastros.children!.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Novo Lembrete', 'Lembretes']),
    );
    // Supervisor enters the area but the permission table gives it no brokers' rights.
    const supervisor = menuFor('gestao-comercial', { roles: [ROLE.Supervisor] }, table);
    expect(findLink(supervisor, 'lembretes')).toBeUndefined();
  });

  it('is served by the stock simple-rest provider at /api/<name>', async () => {
    const provider = buildDataProvider([lembrete]);
    const result = await provider.getList('lembretes', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'titulo', order: 'ASC' },
      filter: { q: 'lig' },
    });
    expect(result).toEqual({
      data: [{ id: 1, versao: 1, titulo: 'Ligar para o corretor' }],
      total: 1,
    });
    const url = new URL(seen[0]);
    expect(url.pathname).toBe('/api/lembretes');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 9]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'lig' });
    expect(() => provider.getList('nao-declarado', {} as never)).toThrow(
      'Recurso sem provedor de dados: nao-declarado',
    );
  });
});

describe('menus and the permission table agree', () => {
  const singleRoles = Object.values(ROLE).map((role) => ({ roles: [role] }));

  it('every link to a declared resource carries that resource permission', () => {
    for (const area of AREAS.map((a) => a.id as AreaId)) {
      const links = menuLinks(productMenuTable(area));
      for (const definition of RESOURCES) {
        const placement = definition.areas[area];
        for (const [view, action] of [
          ['list', 'list'],
          ['create', 'create'],
        ] as const) {
          const path = placement?.[view];
          if (!path) continue;
          for (const link of links.filter((l) => l.path === path)) {
            for (const user of singleRoles) {
              const visible = Boolean(findLink(menuFor(area, user, productMenuTable(area)), path));
              const allowed =
                AREAS.find((a) => a.id === area)!.roles.some((r) => user.roles.includes(r)) &&
                canAccess(user.roles, { resource: definition.permission, action });
              expect(visible, `${area} ${link.key} ${user.roles[0]}`).toBe(allowed);
            }
          }
        }
      }
    }
  });

  it("shows 'Nova Concessionária' exactly to whom may create a dealership", () => {
    for (const user of singleRoles) {
      const menu = menuFor('gestao-comercial', user, productMenuTable('gestao-comercial'));
      const visible = Boolean(findLink(menu, 'concessionaria/nova-concessionaria'));
      expect(visible, user.roles[0]).toBe(
        canAccess(user.roles, { resource: 'concessionaria', action: 'create' }),
      );
    }
  });
});
