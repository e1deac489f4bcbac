import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SHELL_ON } from '../../../components/layout/appShell';
import { PreviaDaLista } from './PreviaDaLista';

/**
 * How long the app's own script waits for the list's early answer before it is evaluated
 * (docs/decisions/0184-early-preview.md). Evaluating it takes the main thread for 150–300 ms; an
 * answer arriving meanwhile waited behind it, and the preview with it. On loopback the answer
 * takes about 50 ms, on a 60 ms link about 150 ms, while the app's script and the area's code
 * still download; a slower server costs the app at most this.
 */
export const ESPERA_DA_PREVIA_MS = 250;

/**
 * Draws the list's preview (PreviaDaLista) into the outline index.html drew (appShell.ts) as soon
 * as the early call answers, before the app's script is evaluated: its own small React root in
 * the outline's card. Answers the function that drops that root, to call once the app has drawn
 * its own outline and preview over it, or undefined when nothing was drawn (no early call, no
 * answer in time, the outline off: the login, a phone's width is left to CSS).
 */
export async function desenharPreviaAntecipada(
  primeiraPagina: Promise<void> | undefined,
  esperaMs = ESPERA_DA_PREVIA_MS,
): Promise<(() => void) | undefined> {
  if (!primeiraPagina) return undefined;
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const chegou = await Promise.race([
    primeiraPagina.then(() => true),
    new Promise<false>((resolve) => {
      relogio = setTimeout(() => resolve(false), esperaMs);
    }),
  ]);
  clearTimeout(relogio);
  const cartao = document.documentElement.classList.contains(SHELL_ON)
    ? document.querySelector('#root > .adesao-shell .adesao-shell-card')
    : null;
  if (!chegou || !cartao) return undefined;
  const lugar = cartao.appendChild(document.createElement('div'));
  const raiz = createRoot(lugar);
  // Drawn now, not in a later task: the app's script is evaluated right after this.
  flushSync(() => raiz.render(<PreviaDaLista />));
  let feito = false;
  return () => {
    if (feito) return;
    feito = true;
    raiz.unmount();
  };
}
