import { getArea, type AreaId } from './areas';
import { MENUS, type MenuNode, type MenuRule } from './menuTable';
import { canAccess } from './permissions';
import { hasAnyRole, isExternalNurse, type UserFlags } from './roles';

// Resolves the menu table (menuTable.ts) for a user: rules applied, empty groups dropped.

/** What menuFor returns: the visible nodes, rules resolved and removed. */
export interface MenuItem {
  key: string;
  label: string;
  kind: MenuNode['kind'];
  path?: string;
  children?: MenuItem[];
}

/**
 * Where the menu is shown: the environment the server reports (GET api/configuracao). Unknown
 * counts as production, so a link that exists only outside it is hidden until known.
 */
export interface MenuContext {
  ambiente?: string | null;
}

function isVisible(rule: MenuRule | undefined, user: UserFlags, context: MenuContext): boolean {
  if (!rule) return true;
  if (rule.foraDeProducao && (context.ambiente ?? 'production') === 'production') return false;
  if (rule.anyRole && !hasAnyRole(user.roles, rule.anyRole)) return false;
  if (rule.noneRole && hasAnyRole(user.roles, rule.noneRole)) return false;
  if (rule.notExternalNurse && isExternalNurse(user)) return false;
  if (rule.permission && !canAccess(user.roles, rule.permission)) return false;
  return true;
}

/** Applies the rules to any menu table (exported for tests and ad-hoc menus). */
export function resolveMenu(
  nodes: readonly MenuNode[],
  user: UserFlags,
  context: MenuContext = {},
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of nodes) {
    if (!isVisible(node.rule, user, context)) continue;
    if (node.kind === 'group') {
      const children = resolveMenu(node.children, user, context);
      // A group whose every child is hidden would be an empty heading: drop it.
      if (children.length > 0)
        items.push({ key: node.key, label: node.label, kind: 'group', children });
    } else if (node.kind === 'link') {
      items.push({ key: node.key, label: node.label, kind: 'link', path: node.path });
    } else {
      items.push({ key: node.key, label: node.label, kind: node.kind });
    }
  }
  return items;
}

/** The visible menu of an area for a user; empty when the user may not enter the area. */
/**
 * The visible menu of an area for a user; empty when the user may not enter the area. `table`
 * is the area's menu table with the declared resources' links merged in (src/crud/menu.ts).
 */
export function menuFor(
  area: AreaId,
  user: UserFlags,
  table: readonly MenuNode[] = MENUS[area],
  context: MenuContext = {},
): MenuItem[] {
  if (!hasAnyRole(user.roles, getArea(area).roles)) return [];
  return resolveMenu(table, user, context);
}

function firstLink(items: readonly MenuItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'link') return item.path;
    const inner = item.children ? firstLink(item.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function containsPath(items: readonly MenuItem[], path: string): boolean {
  return items.some(
    (item) => item.path === path || (item.children ? containsPath(item.children, path) : false),
  );
}

/**
 * The landing page of an area for a user: the area's main route when the user's menu offers
 * it, otherwise the first link of the menu (a GestorComercialPme lands on the PME proposals, a
 * Liberacao49Menos on the age release), otherwise the main route itself.
 */
export function mainRouteFor(
  area: AreaId,
  user: UserFlags,
  table: readonly MenuNode[] = MENUS[area],
): string {
  const { mainRoute } = getArea(area);
  const items = menuFor(area, user, table);
  if (containsPath(items, mainRoute)) return mainRoute;
  return firstLink(items) ?? mainRoute;
}

/**
 * The label of the menu link to `path` anywhere in a menu table (rules not applied): a page
 * opened from the menu is titled with the words the user clicked, from this one source.
 */
export function menuLabelOf(nodes: readonly MenuNode[], path: string): string | undefined {
  for (const node of nodes) {
    if (node.kind === 'link' && node.path === path) return node.label;
    if (node.kind === 'group') {
      const inner = menuLabelOf(node.children, path);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The title of the page the menu link to `path` opens: its label, or 'Retenção: Todas' where
 * the same label stands in several places of the area's menu (the dealership's Retenção and
 * Portabilidade groups share 'Criar', 'Todas', 'Canceladas'...), so the title says which one.
 */
export function menuTitleOf(nodes: readonly MenuNode[], path: string): string | undefined {
  const links: { label: string; path: string; group?: string }[] = [];
  const walk = (list: readonly MenuNode[], group?: string) => {
    for (const node of list) {
      if (node.kind === 'link') links.push({ label: node.label, path: node.path, group });
      else if (node.kind === 'group') walk(node.children, node.label);
    }
  };
  walk(nodes);
  const link = links.find((l) => l.path === path);
  if (!link) return undefined;
  const repeated = links.filter((l) => l.label === link.label).length > 1;
  return repeated && link.group ? `${link.group}: ${link.label}` : link.label;
}
