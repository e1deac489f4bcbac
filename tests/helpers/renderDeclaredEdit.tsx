import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { PageTitleProvider } from '../../src/components/layout/PageTitle';
import { productMenuTable } from '../../src/crud/menu';
import { ResourceEdit } from '../../src/crud/ResourceEdit';
import type { AreaId } from '../../src/domain';
import { buildDataProvider } from '../../src/providers/dataProvider';
import { renderWithAdmin } from './render';

interface DeclaredEdit {
  area: AreaId;
  /** The edit route inside the area, as the area declares it ('feriados/:id'). */
  path: string;
  /** The address opened ('feriados/3'). */
  address: string;
  resource: string;
  /** The route's own title, shown where no menu entry names the page. */
  fallback: string;
}

/**
 * A declared registry's generic edit screen at an address of its area, as AreaAdmin mounts it:
 * the page title from the area's menu (react-admin draws it into `#react-admin-title`, here
 * `data-testid="titulo"`) and the real data provider over msw.
 */
export function renderDeclaredEdit({ area, path, address, resource, fallback }: DeclaredEdit) {
  renderWithAdmin(
    <>
      <div id="react-admin-title" data-testid="titulo" />
      <Routes>
        <Route
          path={`/${area}/${path}`}
          element={
            <PageTitleProvider
              menu={productMenuTable(area)}
              basename={`/${area}`}
              fallback={fallback}
            >
              <ResourceContextProvider value={resource}>
                <ResourceEdit />
              </ResourceContextProvider>
            </PageTitleProvider>
          }
        />
      </Routes>
    </>,
    { initialEntries: [`/${area}/${address}`], dataProvider: buildDataProvider(), area },
  );
}
