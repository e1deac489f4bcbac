import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { registerServiceWorker } from './registerServiceWorker';

/**
 * Mounts the SPA in #root. Its own download after main.tsx's (docs/decisions/0184-early-preview.md):
 * the first script only starts the opening screen's requests and draws a list's preview, and
 * this one (React's app, MUI, the router, the pages) is evaluated after. `aoDesenhar` runs once
 * the app's first render is in the document (the early preview's root is then dropped).
 */
export function montarApp(aoDesenhar?: () => void): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      {aoDesenhar ? <PrimeiroDesenho feito={aoDesenhar} /> : null}
    </StrictMode>,
  );
  registerServiceWorker();
}

function PrimeiroDesenho({ feito }: { feito: () => void }) {
  useLayoutEffect(() => {
    // After this commit, not inside it: React refuses to unmount a root while one renders.
    queueMicrotask(feito);
  }, [feito]);
  return null;
}
