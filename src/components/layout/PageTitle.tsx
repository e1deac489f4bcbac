import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { menuLabelOf, type MenuNode } from '../../domain';

/**
 * The title of the page on screen: the label of the menu entry that opened it, so the menu and
 * the page can never disagree. Screens read it (usePageTitle) instead of naming themselves.
 */
const PageTitleContext = createContext<string | undefined>(undefined);

export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
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
  const title = menuLabelOf(menu, path) ?? fallback;
  return <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>;
}
