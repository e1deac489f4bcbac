/// <reference types="vite/client" />
/** The applicant's public area and video room (docs/architecture.md, src/pages/mpa). */
const PUBLIC_PAGES = ['/mpa', '/sala-video/'];

/**
 * Registers the app's service worker (dist/sw.js, docs/decisions/0132-service-worker.md) in a
 * production build only: the development server has no sw.js, and a worker there would serve
 * yesterday's code. After the page has loaded, so its download does not compete with the first
 * screen's. `updateViaCache: 'none'`: the browser always asks the server for sw.js itself, so a
 * deploy is seen at the next navigation; a tab left open all day also asks when it comes back
 * into view (staff move between screens without navigating).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The applicant's pages (opened once or twice, often on a phone's data plan) would download
  // the whole staff build in the background for nothing.
  if (PUBLIC_PAGES.some((prefix) => window.location.pathname.startsWith(prefix))) return;
  const registrar = () => {
    navigator.serviceWorker
      .register('/sw.js', { updateViaCache: 'none' })
      .then((registration) => {
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => {});
        });
      })
      // Without a worker the app works as before: nothing to tell the user.
      .catch(() => undefined);
  };
  // main.tsx awaits the list's preview before this script runs: the page may have loaded already.
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar);
}
