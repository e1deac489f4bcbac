import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from './Loading';

/** A component made by `lazyWithPreload`: draws the reserve, then the real one once downloaded. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts the download now (once); later calls and the first render share it. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A screen or widget whose code is its own download, fetched the first time it renders (like
 * `React.lazy`), and drawn in the render right after the download ends.
 *
 * Why not `React.lazy` with `<Suspense>`: React holds content that was behind a Suspense
 * fallback until 300 ms after that fallback appeared (its "fallback throttle", so placeholders
 * do not flash). On a cold load of a proposal list the area's code arrived about 100 ms after
 * the 'Carregando...' fallback, and the browser then sat idle for the other ~200 ms before
 * drawing the list (a Chromium trace: a 204 ms timer from React, then the first render). Here
 * the reserve is ordinary state, so nothing waits on a timer.
 *
 * A failed download is thrown in the render, to the nearest error boundary, as with lazy; the
 * next mount tries again.
 */
export function lazyWithPreload<P extends object>(
  carregar: () => Promise<ComponentType<P>>,
  Reserva: ComponentType<P> = Loading,
): PreloadableComponent<P> {
  let carregado: ComponentType<P> | undefined;
  let carga: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    carga ??= carregar().then(
      (componente) => (carregado = componente),
      (erro: unknown) => {
        carga = undefined;
        throw erro;
      },
    );
    return carga;
  }

  function LazyWithPreload(props: P) {
    // A function kept in state must be set through an updater, or React would call it.
    const [Componente, setComponente] = useState<ComponentType<P> | undefined>(() => carregado);
    const [falha, setFalha] = useState<{ erro: unknown }>();
    useEffect(() => {
      if (Componente) return;
      let montado = true;
      preload().then(
        (componente) => montado && setComponente(() => componente),
        (erro: unknown) => montado && setFalha({ erro }),
      );
      return () => {
        montado = false;
      };
    }, [Componente]);
    if (falha) throw falha.erro;
    return Componente ? <Componente {...props} /> : <Reserva {...props} />;
  }

  return Object.assign(LazyWithPreload, { preload });
}
