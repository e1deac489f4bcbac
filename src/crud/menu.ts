import { MENUS, type AreaId, type MenuNode } from '../domain';
import { createLabel, type ResourceDefinition } from '../registries/definition';
import { RESOURCES } from '../registries/registry';
import { i18nProvider, translate } from '../providers/i18nProvider';
import { definicaoNaLingua, rotuloNovo } from './rotulos';

/**
 * The menu links of the declared resources, 'create' before 'list' as the spec's menus order
 * them ('Novo Corretor', 'Corretores'), each visible exactly when the permission table lets the
 * user do that action on the resource.
 */
function resourceLinks(
  definition: ResourceDefinition,
  area: AreaId,
  novo: (definition: ResourceDefinition) => string,
): MenuNode[] {
  const placement = definition.areas[area];
  if (!placement || placement.menu === false) return [];
  const links: MenuNode[] = [];
  const rule = (action: string) => ({ permission: { resource: definition.permission, action } });
  if (placement.create) {
    links.push({
      kind: 'link',
      key: `${definition.name}-novo`,
      label: placement.menu?.createLabel ?? novo(definition),
      path: placement.create,
      rule: rule('create'),
    });
  }
  if (placement.list) {
    links.push({
      kind: 'link',
      key: definition.name,
      label: placement.menu?.listLabel ?? definition.label.plural,
      path: placement.list,
      rule: rule('list'),
    });
  }
  return links;
}

function insertInto(
  nodes: readonly MenuNode[],
  group: string,
  links: MenuNode[],
): MenuNode[] | null {
  let placed = false;
  const result = nodes.map((node) => {
    if (node.kind !== 'group') return node;
    if (node.key === group) {
      placed = true;
      return { ...node, children: [...node.children, ...links] };
    }
    const inner = insertInto(node.children, group, links);
    if (inner) {
      placed = true;
      return { ...node, children: inner };
    }
    return node;
  });
  return placed ? result : null;
}

/**
 * An area's menu table with the declared resources' links in their groups, or at the end when
 * the definition names no group. A group the table lacks is created at the end if the definition
 * labels it (`groupLabel`); otherwise it is a mistake, and the menu refuses to build, naming it.
 * `novo` says 'Novo <singular>' (the chosen language's, with definitions as it shows them).
 */
export function areaMenuTable(
  area: AreaId,
  resources: readonly ResourceDefinition[] = RESOURCES,
  novo: (definition: ResourceDefinition) => string = createLabel,
): readonly MenuNode[] {
  let table: readonly MenuNode[] = MENUS[area];
  for (const definition of resources) {
    const links = resourceLinks(definition, area, novo);
    if (!links.length) continue;
    const menu = definition.areas[area]?.menu || undefined;
    if (!menu?.group) {
      table = [...table, ...links];
      continue;
    }
    const placed = insertInto(table, menu.group, links);
    if (placed) {
      table = placed;
    } else if (menu.groupLabel) {
      table = [
        ...table,
        { kind: 'group', key: menu.group, label: menu.groupLabel, children: links },
      ];
    } else {
      throw new Error(
        `Recurso ${definition.name}: a área ${area} não tem o grupo de menu '${menu.group}' ` +
          `(src/domain/menuTable.ts); corrija a chave ou declare groupLabel para criá-lo`,
      );
    }
  }
  return table;
}

/** The table's labels in the chosen language: an entry's `labelKey` read in the catalogue's `menus`. */
function inLocale(nodes: readonly MenuNode[]): readonly MenuNode[] {
  return nodes.map((node) => {
    const label = node.labelKey
      ? translate(`menus.${node.labelKey}`, { _: node.label })
      : node.label;
    return node.kind === 'group'
      ? { ...node, label, children: inLocale(node.children) }
      : { ...node, label };
  });
}

const CACHE = new Map<string, readonly MenuNode[]>();

/**
 * The merged table of the product's own registry, built once per area and language: the menu,
 * the page titles and the home route read it, so all of them say the chosen language's words
 * (the declared registries' links too: their labels read in `cadastros`).
 */
export function productMenuTable(area: AreaId): readonly MenuNode[] {
  const locale = i18nProvider.getLocale();
  const key = `${area}:${locale}`;
  if (!CACHE.has(key)) {
    const shown = RESOURCES.map((definition) => definicaoNaLingua(definition, locale));
    CACHE.set(key, inLocale(areaMenuTable(area, shown, rotuloNovo)));
  }
  return CACHE.get(key)!;
}
