import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
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

export interface PreviaAntecipada {
  /** Settles when the preview is drawn, or the wait is over, or there is nothing to draw. */
  pronta: Promise<void>;
  /** The app has drawn its own outline: the preview's root goes, and a late answer draws nothing. */
  largar(): void;
}

/**
 * Draws the list's preview (PreviaDaLista) into the outline index.html drew (appShell.ts) as soon
 * as the early call answers, before the app's script is evaluated: its own small React root in
 * the outline's card. An answer later than the wait is still drawn if the app has not drawn
 * yet. Nothing without the outline (no stored sign-in at load, another page; a phone's width
 * is left to CSS).
 */
export function desenharPreviaAntecipada(
  primeiraPagina: Promise<void> | undefined,
  esperaMs = ESPERA_DA_PREVIA_MS,
): PreviaAntecipada {
  let raiz: Root | undefined;
  let largada = false;
  const largar = () => {
    largada = true;
    raiz?.unmount();
    raiz = undefined;
  };
  if (!primeiraPagina) return { pronta: Promise.resolve(), largar };
  const desenhada = primeiraPagina.then(() => {
    const cartao = document.documentElement.classList.contains(SHELL_ON)
      ? document.querySelector('#root > .adesao-shell .adesao-shell-card')
      : null;
    if (largada || !cartao) return;
    raiz = createRoot(cartao.appendChild(document.createElement('div')));
    // Drawn now, not in a later task: the app's script may be evaluated right after this.
    flushSync(() => raiz!.render(<PreviaDaLista />));
  });
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const espera = new Promise<void>((resolve) => {
    relogio = setTimeout(resolve, esperaMs);
  });
  const pronta = Promise.race([desenhada, espera]).then(() => clearTimeout(relogio));
  return { pronta, largar };
}
