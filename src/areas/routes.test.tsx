import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREAS, type AreaId, type MenuNode } from '../domain';
import { productMenuTable } from '../crud/menu';
import { ResourceCreate, ResourceEdit } from '../crud/ResourceEdit';
import { RESOURCES } from '../registries/registry';
import { CUSTOM_SCREENS } from './customScreens';
import { AREA_ROUTES } from '.';
import { rotas } from '../../i18n/pt-BR/rotas';
import { resourceRoutes } from '../crud/routes';

function links(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'group' ? links(node.children) : node.kind === 'link' ? [node.path] : [],
  );
}

const resolves = (area: AreaId, path: string) =>
  AREA_ROUTES[area].some((route) => matchPath(`/${route.path}`, `/${path}`) !== null);

describe('the routes of each area', () => {
  it.each(AREAS.map((a) => a.id))(
    '%s has a page behind every menu link and its main route',
    (area) => {
      const missing = [
        ...links(productMenuTable(area)),
        AREAS.find((a) => a.id === area)!.mainRoute,
      ].filter((path) => !resolves(area, path));
      expect(missing).toEqual([]);
    },
  );

  it('declares no path twice in an area', () => {
    for (const area of AREAS.map((a) => a.id)) {
      const paths = AREA_ROUTES[area].map((route) => route.path);
      expect(new Set(paths).size, area).toBe(paths.length);
    }
  });
});

describe('the declared registries with screens of their own', () => {
  // src/crud imports no feature folder: the areas hand it the feature screens that replace its
  // generic ones (customScreens.ts). The screen a route shows is its resource context's child.
  const screenAt = (area: AreaId, path: string) =>
    (
      AREA_ROUTES[area].find((route) => route.path === path)?.element?.props as {
        children?: ReactElement;
      }
    )?.children?.type;

  it('shows the feature screen, not the generic one, where one is registered', () => {
    const shown = RESOURCES.flatMap((definition) =>
      Object.entries(definition.areas).flatMap(([area, placement]) =>
        (['create', 'edit'] as const)
          .filter((view) => placement?.[view] && CUSTOM_SCREENS[definition.name]?.[view])
          .map((view) => ({
            resource: definition.name,
            view,
            own:
              screenAt(area as AreaId, placement![view]!) === CUSTOM_SCREENS[definition.name][view],
          })),
      ),
    );
    expect(shown.map(({ resource, view }) => `${resource} ${view}`)).toEqual(
      expect.arrayContaining(['planos-saude edit', 'declaracoes-saude edit']),
    );
    expect(shown.filter(({ own }) => !own)).toEqual([]);
  });

  it('keeps the generic screens for the others', () => {
    expect(screenAt('gestao-comercial', 'corretor/:id')).toBe(ResourceEdit);
    expect(screenAt('gestao-comercial', 'corretor/novo-corretor')).toBe(ResourceCreate);
  });
});

describe('page titles', () => {
  // One source: a page a menu entry opens is titled with the entry's label (PageTitleProvider),
  // so such a route must not carry a title of its own that could drift from the menu.
  it.each(AREAS.map((a) => a.id))('%s names only the routes no menu entry opens', (area) => {
    const menuPaths = new Set(links(productMenuTable(area)));
    const doubled = AREA_ROUTES[area]
      .filter((route) => menuPaths.has(route.path) && route.title !== undefined)
      .map((route) => route.path);
    const untitled = AREA_ROUTES[area]
      .filter((route) => !menuPaths.has(route.path) && !route.title)
      .map((route) => route.path);
    expect({ doubled, untitled }).toEqual({ doubled: [], untitled: [] });
  });
});

describe("the areas' own route titles", () => {
  // Each names a key of the catalogue's `rotas` namespace: a literal text would show as written
  // whatever the chosen language.
  it.each(AREAS.map((a) => a.id))('%s names catalogue keys', (area) => {
    const declared = new Set(resourceRoutes(area).map((route) => route.path));
    const literal = AREA_ROUTES[area]
      .filter((route) => route.title !== undefined && !declared.has(route.path))
      .filter((route) => !(route.title! in rotas))
      .map((route) => route.title);
    expect(literal).toEqual([]);
  });
});
