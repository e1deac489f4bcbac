import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

interface Props {
  nome: string;
}

function Tela({ nome }: Props) {
  return <p>Tela de {nome}</p>;
}

function Reserva({ nome }: Props) {
  return <p>Carregando {nome}</p>;
}

/** A download the test ends when it wants. */
function downloadControlado<T>() {
  let concluir!: (valor: T) => void;
  let falhar!: (erro: Error) => void;
  const promessa = new Promise<T>((resolve, reject) => {
    concluir = resolve;
    falhar = reject;
  });
  return { promessa, concluir, falhar };
}

class Fronteira extends Component<{ children: ReactNode }, { erro?: Error }> {
  override state: { erro?: Error } = {};
  static getDerivedStateFromError(erro: Error) {
    return { erro };
  }
  override render() {
    return this.state.erro ? <p>Falhou: {this.state.erro.message}</p> : this.props.children;
  }
}

describe('lazyWithPreload', () => {
  // Frozen timers: nothing below may depend on a timer firing.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the reserve, then the screen in the render right after the download, with no timer', async () => {
    const download = downloadControlado<ComponentType<Props>>();
    const carregar = vi.fn(() => download.promessa);
    const LazyScreen = lazyWithPreload(carregar, Reserva);

    render(<LazyScreen nome="propostas" />);
    expect(screen.getByText('Carregando propostas')).toBeInTheDocument();

    await act(async () => download.concluir(Tela));
    expect(screen.getByText('Tela de propostas')).toBeInTheDocument();
    expect(screen.queryByText('Carregando propostas')).not.toBeInTheDocument();
    expect(carregar).toHaveBeenCalledTimes(1);
  });

  describe('outside act, as in the browser', () => {
    // act() makes React commit revealed content at once; the browser's React holds content that
    // was behind a Suspense fallback until 300 ms after the fallback appeared. Outside act, as
    // here, the test below fails when lazyWithPreload is written with React.lazy and <Suspense>
    // (tried: the text stays 'Carregando propostas'). React keeps its own timers (taken when
    // it loads), so the clock is not faked here: nothing waits on it.
    let raiz: Root;
    let conteiner: HTMLElement;
    beforeEach(() => {
      vi.useRealTimers();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      conteiner = document.body.appendChild(document.createElement('div'));
      raiz = createRoot(conteiner);
    });
    afterEach(() => {
      raiz.unmount();
      conteiner.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    });
    /** Lets React's scheduler run its queued work (setImmediate turns), no clock involved. */
    async function deixarReactTrabalhar() {
      for (let volta = 0; volta < 20; volta++) await new Promise((fim) => setImmediate(fim));
    }

    it('lazyWithPreload draws the screen as soon as its download ends', async () => {
      const download = downloadControlado<ComponentType<Props>>();
      const LazyScreen = lazyWithPreload(() => download.promessa, Reserva);
      raiz.render(<LazyScreen nome="propostas" />);
      await deixarReactTrabalhar();
      expect(conteiner).toHaveTextContent('Carregando propostas');

      download.concluir(Tela);
      await deixarReactTrabalhar();
      expect(conteiner).toHaveTextContent('Tela de propostas');
    });
  });

  it('downloads once for every copy and for preload, and a later mount draws at once', async () => {
    const download = downloadControlado<ComponentType<Props>>();
    const carregar = vi.fn(() => download.promessa);
    const LazyScreen = lazyWithPreload(carregar, Reserva);

    const antecipada = LazyScreen.preload();
    render(
      <>
        <LazyScreen nome="a" />
        <LazyScreen nome="b" />
      </>,
    );
    await act(async () => download.concluir(Tela));
    await expect(antecipada).resolves.toBe(Tela);
    expect(screen.getByText('Tela de a')).toBeInTheDocument();
    expect(screen.getByText('Tela de b')).toBeInTheDocument();

    render(<LazyScreen nome="c" />);
    // Already downloaded: no reserve, not even for one render.
    expect(screen.getByText('Tela de c')).toBeInTheDocument();
    expect(screen.queryByText('Carregando c')).not.toBeInTheDocument();
    expect(carregar).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download to the error boundary, and the next mount downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const primeira = downloadControlado<ComponentType<Props>>();
    const segunda = downloadControlado<ComponentType<Props>>();
    const carregar = vi
      .fn<() => Promise<ComponentType<Props>>>()
      .mockReturnValueOnce(primeira.promessa)
      .mockReturnValueOnce(segunda.promessa);
    const LazyScreen = lazyWithPreload(carregar, Reserva);

    const { unmount } = render(
      <Fronteira>
        <LazyScreen nome="propostas" />
      </Fronteira>,
    );
    await act(async () => primeira.falhar(new Error('Falha ao baixar o módulo')));
    expect(screen.getByText('Falhou: Falha ao baixar o módulo')).toBeInTheDocument();
    unmount();

    render(<LazyScreen nome="propostas" />);
    expect(screen.getByText('Carregando propostas')).toBeInTheDocument();
    await act(async () => segunda.concluir(Tela));
    expect(screen.getByText('Tela de propostas')).toBeInTheDocument();
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it('uses the workspace loading indicator when no reserve is given', () => {
    const LazyScreen = lazyWithPreload<Props>(() => new Promise(() => {}));
    render(<LazyScreen nome="propostas" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
