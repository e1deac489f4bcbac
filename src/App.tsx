import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AREAS } from './domain';
import { AREA_ROUTES, AreaAdmin } from './areas';
import { AppErrorBoundary } from './components/AppErrorBoundary';
import { EnvironmentBanner } from './components/EnvironmentBanner';
import { HelpButton } from './components/HelpButton';
import { NotificationStack } from './components/notifications/NotificationStack';
import { SessionRoot } from './components/SessionRoot';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { UsuarioRoutes } from './pages/usuario/UsuarioRoutes';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';

/**
 * The SPA: the public pages at the root, /usuario, and one react-admin <Admin> per role area
 * under its own basename (/gestao-comercial, /concessionaria, ...). The banner, the
 * notifications and the help button are shared by every screen.
 */
export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContextProvider value={i18nProvider}>
        <BrowserRouter>
          <SessionRoot>
            <EnvironmentBanner />
            <AppErrorBoundary>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/login" element={<LoginPage />} />
                <Route path="/acesso-negado" element={<AccessDeniedPage />} />
                <Route path="/usuario/*" element={<UsuarioRoutes />} />
                {AREAS.map(({ id }) => (
                  <Route
                    key={id}
                    path={`/${id}/*`}
                    element={<AreaAdmin area={id} routes={AREA_ROUTES[id]} />}
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </AppErrorBoundary>
            <NotificationStack />
            <HelpButton />
          </SessionRoot>
        </BrowserRouter>
      </I18nContextProvider>
    </ThemeProvider>
  );
}
