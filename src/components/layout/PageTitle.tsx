import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { rotas } from '../../../i18n/pt-BR/rotas';
import { menuTitleOf, type MenuNode } from '../../domain';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The title of the page on screen: the label of the menu entry that opened it (with its group's
 * where the label repeats: 'Retenção: Todas'), so the menu and the page can never disagree. Screens read it (usePageTitle) instead of naming themselves.
 */
const PageTitleContext = createContext<{ title?: string; fromMenu: boolean }>({ fromMenu: false });

export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext).title;
}

/**
 * The label of the menu entry that opened this address, or undefined where no entry does. A
 * record's screen names the record ('Corretor: Ana') unless the menu opened it: the health
 * manager's 'Declaração de saúde' opens editar-declaracao/1 and is titled so.
 */
export function useMenuPageTitle(): string | undefined {
  const { title, fromMenu } = useContext(PageTitleContext);
  return fromMenu ? title : undefined;
}

interface PageTitleProviderProps {
  /** The area's menu table, declared resources included. */
  menu: readonly MenuNode[];
  basename: string;
  /**
   * The route's own title, for pages no menu entry opens (a proposal, an edit form): a key of
   * the catalogue's `rotas` namespace, read in the chosen language at each render, or a
   * declared resource's registry label, shown as written.
   */
  fallback?: string;
  children: ReactNode;
}

/**
 * Looks the current address up in the menu, not the route pattern: 'propostaRetencao/:id' is
 * the 'Criar' entry at propostaRetencao/preencher-dados and a proposal's own page otherwise.
 */
export function PageTitleProvider({ menu, basename, fallback, children }: PageTitleProviderProps) {
  const { pathname } = useLocation();
  const path = pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length + 1) : '';
  const fromMenu = menuTitleOf(menu, path);
  const own =
    fallback !== undefined && fallback in rotas
      ? textsOf('rotas')(fallback as keyof typeof rotas)
      : fallback;
  const value = useMemo(
    () => ({ title: fromMenu ?? own, fromMenu: fromMenu !== undefined }),
    [fromMenu, own],
  );
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}
