import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREAS, type AreaId, type MenuNode } from '../domain';
import { productMenuTable } from '../crud/menu';
import { AREA_ROUTES } from '.';

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
