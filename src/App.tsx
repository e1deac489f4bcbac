// Roboto's Latin subset only: it holds every letter of Portuguese (U+0000–00FF); a rarer letter in
// a name falls back to the next font of the theme's list. The whole family's CSS declared 36
// faces (47 KB) for scripts this product never shows.
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, StoreContextProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AREAS } from './domain';
import { AppErrorBoundary } from './components/AppErrorBoundary';
import { EnvironmentBanner } from './components/EnvironmentBanner';
import { HelpButton } from './components/HelpButton';
import { NotificationStack } from './components/notifications/NotificationStack';
import { SessionRoot } from './components/SessionRoot';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { i18nProvider, localeStore } from './providers/i18nProvider';
import { theme } from './theme';
import { carregarAreaEntry } from './startup';
import { AppShellReserve } from './components/layout/AppShellReserve';
import { lazyWithPreload } from './components/lazyWithPreload';

// Each area (react-admin, its screens, charts, pickers) is its own download, fetched on entry.
// main.tsx starts this download before the first render when the address is an area's.
// While the area's code arrives, the outline index.html drew before the scripts (AppShellReserve).
const AreaEntry = lazyWithPreload(
  () => carregarAreaEntry().then((m) => m.default),
  AppShellReserve,
);
// The applicant's pages (/mpa) are public and light: their own download, without react-admin.
const MpaRoutes = lazyWithPreload(() => import('./pages/mpa/MpaRoutes').then((m) => m.default));
// /usuario (recovery, reset, profile, password change): its own download, with the password
// policy's list of common passwords.
const UsuarioRoutes = lazyWithPreload(() =>
  import('./pages/usuario/UsuarioRoutes').then((m) => m.UsuarioRoutes),
);
// The applicant's side of the video room (the invite's address): public, its own download.
const SalaVideoPublicaPage = lazyWithPreload(() =>
  import('./pages/sala-video/SalaVideoPublicaPage').then((m) => m.default),
);

/**
 * The SPA: the public pages at the root, /usuario, and one react-admin <Admin> per role area
 * under its own basename (/gestao-comercial, /concessionaria, ...). The banner, the
 * notifications and the help button are shared by every screen. The locale chosen in the user
 * menu is kept in `localeStore`: read here too, so a change remounts every screen in the new
 * language, the pages outside the areas included.
 */
export default function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoreContextProvider value={localeStore}>
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
                  <Route path="/mpa/*" element={<MpaRoutes />} />
                  <Route path="/sala-video/:token" element={<SalaVideoPublicaPage />} />
                  {AREAS.map(({ id }) => (
                    <Route key={id} path={`/${id}/*`} element={<AreaEntry area={id} />} />
                  ))}
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </AppErrorBoundary>
              <NotificationStack />
              <HelpButton />
            </SessionRoot>
          </BrowserRouter>
        </I18nContextProvider>
      </StoreContextProvider>
    </ThemeProvider>
  );
}
