import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { menuTitleOf, type MenuNode } from '../../domain';

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
  /** The route's own title, for pages no menu entry opens (a proposal, an edit form). */
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
  const value = useMemo(
    () => ({ title: fromMenu ?? fallback, fromMenu: fromMenu !== undefined }),
    [fromMenu, fallback],
  );
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}
