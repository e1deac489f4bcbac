import { Layout, type LayoutProps } from 'react-admin';
import { PAGE_BACKGROUND } from '../background';
import { ErrorPage } from '../../pages/ErrorPage';
import { AtalhosTeclado } from '../AtalhosTeclado';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { ExportReportProvider } from './ExportReport';
import { KeptListRoutes } from './KeptList';

/**
 * react-admin's layout with the product's app bar and menu, over the page's random
 * background (faint, behind the content cards), and the spec's error screen for render
 * failures inside the area.
 */
export function AreaLayout({ children }: LayoutProps) {
  return (
    <ExportReportProvider>
      <Layout
        appBar={AreaAppBar}
        menu={AreaMenu}
        error={ErrorPage}
        sx={{
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
        }}
      >
        <KeptListRoutes>{children}</KeptListRoutes>
        <AtalhosTeclado />
      </Layout>
    </ExportReportProvider>
  );
}
