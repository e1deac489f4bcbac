import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import type { AreaRoute } from '../areas/types';
import { menuLabelOf, type AreaId } from '../domain';
import { areaMenuTable } from './menu';
import { createLabel, type ResourceDefinition } from '../registries/definition';
import { RESOURCES } from '../registries/registry';
import { ResourceCreate, ResourceEdit, ResourceShow } from './ResourceEdit';
import { ResourceList } from './ResourceList';

/**
 * A resource's own screens, where the generic ones are not enough (the definition says why).
 * They are feature screens (src/resources), so the areas hand them in (src/areas/customScreens.ts):
 * the generic CRUD never imports a feature folder.
 */
export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/**
 * The routes of the declared resources in one area, at the spec's URLs the definitions give
 * (corretor/lista-corretores, corretor/novo-corretor, corretor/:id), each inside its resource's
 * context so react-admin's List/Edit/Create know which resource they show.
 */
export function resourceRoutes(
  area: AreaId,
  resources: readonly ResourceDefinition[] = RESOURCES,
  screens: Readonly<Record<string, ResourceScreens>> = {},
): AreaRoute[] {
  const menu = areaMenuTable(area, resources);
  return resources.flatMap((definition) => {
    const placement = definition.areas[area];
    if (!placement) return [];
    const own = screens[definition.name] ?? {};
    const views: { path?: string; title: string; Screen: ComponentType }[] = [
      { path: placement.list, title: definition.label.plural, Screen: own.list ?? ResourceList },
      {
        path: placement.create,
        title: createLabel(definition),
        Screen: own.create ?? ResourceCreate,
      },
      { path: placement.edit, title: definition.label.singular, Screen: own.edit ?? ResourceEdit },
      { path: placement.show, title: definition.label.singular, Screen: own.show ?? ResourceShow },
    ];
    return views
      .filter((view): view is typeof view & { path: string } => Boolean(view.path))
      .map(({ path, title, Screen }) => ({
        path,
        // A page its menu entry opens takes the entry's label as title (PageTitleProvider).
        title: menuLabelOf(menu, path) === undefined ? title : undefined,
        element: (
          <ResourceContextProvider value={definition.name}>
            <Screen />
          </ResourceContextProvider>
        ),
      }));
  });
}
