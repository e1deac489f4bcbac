import { isValidElement, memo, type ReactNode } from 'react';
import { Layout, Sidebar, type LayoutProps, type SidebarProps } from 'react-admin';
import { PAGE_BACKGROUND } from '../background';
import { ErrorPage } from '../../pages/ErrorPage';
import { AtalhosTeclado } from '../AtalhosTeclado';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { ExportReportProvider } from './ExportReport';
import { KeptListRoutes } from './KeptList';

/**
 * react-admin's layout draws the app bar and the sidebar again on every navigation, as it draws
 * the page: `<AppBar alwaysOn />` and `<Sidebar appBarAlwaysOn><Menu /></Sidebar>`, new elements
 * with the same content. Neither depends on the page, so both are kept as they are (about half
 * of what a 'back' to the list rendered, docs/decisions/0185-router-contexts-held.md); the
 * menu's own entries follow the address (AreaMenu).
 */
const AppBarDaArea = memo(AreaAppBar);
const SidebarDaArea = memo(
  Sidebar,
  (antes: SidebarProps, depois: SidebarProps) =>
    antes.appBarAlwaysOn === depois.appBarAlwaysOn &&
    mesmoElementoSemProps(antes.children, depois.children),
);

/** Two elements of the same component, both without props (the layout's `<Menu />`). */
function mesmoElementoSemProps(a: ReactNode, b: ReactNode): boolean {
  return (
    isValidElement(a) &&
    isValidElement(b) &&
    a.type === b.type &&
    Object.keys(a.props as object).length === 0 &&
    Object.keys(b.props as object).length === 0
  );
}

const ESTILO_DO_LAYOUT = {
  // The page is as wide as the window, never as wide as its widest table: react-admin's
  // `min-width: fit-content` here, and a flex item's `min-width: auto` on the content,
  // let one wide list push the whole page sideways. Wide content scrolls in its own card.
  minWidth: 0,
  backgroundImage: `url(${PAGE_BACKGROUND})`,
  backgroundSize: 'cover',
  backgroundAttachment: 'fixed',
  '& .RaLayout-content': {
    backgroundColor: 'transparent',
    minWidth: 0,
    px: { xs: 1, sm: 3 },
    py: 2,
  },
  // A veil over the background keeps the menu legible whatever shape lies beneath it.
  '& .RaSidebar-fixed': { backgroundColor: 'rgba(255, 255, 255, 0.72)' },
} as const;

/**
 * react-admin's layout with the product's app bar and menu, over the page's random
 * background (faint, behind the content cards), and the spec's error screen for render
 * failures inside the area.
 */
export function AreaLayout({ children }: LayoutProps) {
  return (
    <ExportReportProvider>
      <Layout
        appBar={AppBarDaArea}
        menu={AreaMenu}
        sidebar={SidebarDaArea}
        error={ErrorPage}
        sx={ESTILO_DO_LAYOUT}
      >
        <KeptListRoutes>{children}</KeptListRoutes>
        <AtalhosTeclado />
      </Layout>
    </ExportReportProvider>
  );
}
