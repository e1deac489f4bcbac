import type { MenuItem } from '../../domain';
import type { VisaoSalva } from '../../providers/visoesDataProvider';

export const VISOES_MENU_KEY = 'visoes-salvas';

function linksDo(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? linksDo(item.children) : [item]));
}

/**
 * The sidebar's 'Visões salvas' group: one link per view whose list the user's menu offers
 * (a shared view of a list the user may not open is left out), to the list with `?visao=<id>`.
 */
export function grupoDeVisoes(
  menu: readonly MenuItem[],
  visoes: readonly VisaoSalva[],
  label: string,
): MenuItem | null {
  const listas = new Map(
    linksDo(menu)
      .filter((item) => item.kind === 'link' && item.path)
      .map((item) => [item.path!, item.label]),
  );
  const children = visoes
    .filter((visao) => listas.has(visao.lista))
    .map((visao) => ({
      key: `visao-${visao.id}`,
      label: `${visao.nome} (${listas.get(visao.lista)})`,
      kind: 'link' as const,
      path: `${visao.lista}?visao=${visao.id}`,
    }));
  return children.length ? { key: VISOES_MENU_KEY, label, kind: 'group', children } : null;
}
