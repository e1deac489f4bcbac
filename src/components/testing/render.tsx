import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../../providers/i18nProvider';
import { theme } from '../../theme';
import { NotificationStack } from '../notifications/NotificationStack';

/** Shows where the router is, so a test can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a screen the way App does outside the areas: theme, pt-BR catalog, router (in
 * memory, at `path`) and the notification stack, plus a probe of the current location.
 */
export function renderPage(element: ReactElement, { path = '/', route = '*' } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <I18nContextProvider value={i18nProvider}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <NotificationStack />
        </MemoryRouter>
      </I18nContextProvider>
    </ThemeProvider>,
  );
}
