import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useEffect, useState } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeptListRoutes, KeptListsContext } from './KeptList';

/** How many times each list subscribed (mounted or shown again) and let go (unmounted or hid). */
const efeitos = { ligou: 0, desligou: 0 };
/** The router's address and route objects each list read, render after render. */
const lidos = { enderecos: new Set<unknown>(), rotas: new Set<unknown>() };

/** A list with state of its own (a page number) and a subscription, as a real list has. */
function Lista({ nome }: { nome: string }) {
  const [pagina, setPagina] = useState(1);
  const { pathname } = useLocation();
  lidos.enderecos.add(useContext(UNSAFE_LocationContext));
  lidos.rotas.add(useContext(UNSAFE_RouteContext));
  useEffect(() => {
    efeitos.ligou += 1;
    return () => {
      efeitos.desligou += 1;
    };
  }, []);
  return (
    <section aria-label={nome}>
      <p>
        {nome} em {pathname}, página {pagina}
      </p>
      <button type="button" onClick={() => setPagina((p) => p + 1)}>
        Próxima página
      </button>
    </section>
  );
}

/** The proposal's screen: 'Voltar' is the browser's back. */
function Proposta() {
  const navigate = useNavigate();
  return (
    <section aria-label="Proposta">
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
      <button type="button" onClick={() => navigate('/area/outra-lista')}>
        Outra lista
      </button>
    </section>
  );
}

function Abrir() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/area/proposta/7')}>
      Abrir proposta
    </button>
  );
}

function renderArea() {
  efeitos.ligou = 0;
  efeitos.desligou = 0;
  lidos.enderecos.clear();
  lidos.rotas.clear();
  return render(area());
}

/** The area's screen, its first list called `nome` (the layout's routes as they are now). */
function area(nome = 'Entradas') {
  return (
    <KeptListsContext.Provider value={new Set(['/area/entradas', '/area/outra-lista'])}>
      <MemoryRouter initialEntries={['/area/entradas']}>
        <Abrir />
        <KeptListRoutes>
          <Routes>
            <Route path="/area/entradas" element={<Lista nome={nome} />} />
            <Route path="/area/outra-lista" element={<Lista nome="Outra lista" />} />
            <Route path="/area/proposta/:id" element={<Proposta />} />
          </Routes>
        </KeptListRoutes>
      </MemoryRouter>
    </KeptListsContext.Provider>
  );
}

describe('a kept proposal list', () => {
  it('is hidden, not unmounted, while a proposal shows, and comes back as it was left', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    const texto = screen.getByText('Entradas em /area/entradas, página 2');

    await user.click(screen.getByRole('button', { name: 'Abrir proposta' }));
    expect(screen.getByRole('region', { name: 'Proposta' })).toBeVisible();
    // Out of sight and out of the accessibility tree, its subscription stopped; still its own
    // address for its hooks, not the proposal's.
    expect(screen.queryByRole('region', { name: 'Entradas' })).toBeNull();
    expect(texto).not.toBeVisible();
    expect(texto).toHaveTextContent('Entradas em /area/entradas, página 2');
    expect(efeitos).toEqual({ ligou: 1, desligou: 1 });

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    // The same element, with its state: nothing was mounted again, only its effects ran.
    expect(screen.getByRole('region', { name: 'Entradas' })).toBeVisible();
    expect(screen.getByText('Entradas em /area/entradas, página 2')).toBe(texto);
    expect(screen.queryByRole('region', { name: 'Proposta' })).toBeNull();
    expect(efeitos).toEqual({ ligou: 2, desligou: 1 });
  });

  it('reads the same address and route objects hidden and shown again: React can skip all of it', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));

    await user.click(screen.getByRole('button', { name: 'Abrir proposta' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Entradas em /area/entradas, página 2')).toBeVisible();
    // New objects from react-router on each navigation made every reader of them in the list
    // render again, hidden and on the way back (the production build skips it all now).
    expect(lidos.enderecos.size).toBe(1);
    expect(lidos.rotas.size).toBe(1);
    expect(efeitos).toEqual({ ligou: 2, desligou: 1 });
  });

  it("takes the layout's newer routes on its next render on screen", async () => {
    const user = userEvent.setup();
    const { rerender } = renderArea();
    await user.click(screen.getByRole('button', { name: 'Abrir proposta' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    rerender(area('Entradas de hoje'));
    expect(screen.getByText('Entradas de hoje em /area/entradas, página 1')).toBeVisible();
  });

  it('gives its place to another list: one list in the page at a time', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Abrir proposta' }));
    await user.click(screen.getByRole('button', { name: 'Outra lista' }));
    expect(screen.getByText(/^Outra lista em \/area\/outra-lista/)).toBeVisible();
    expect(screen.queryByText(/Entradas em/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Próxima página', hidden: true })).toHaveLength(1);
  });

  it('is not kept for an address outside the kept lists', async () => {
    render(
      <KeptListsContext.Provider value={new Set()}>
        <MemoryRouter initialEntries={['/area/entradas']}>
          <Abrir />
          <KeptListRoutes>
            <Routes>
              <Route path="/area/entradas" element={<Lista nome="Entradas" />} />
              <Route path="/area/proposta/:id" element={<Proposta />} />
            </Routes>
          </KeptListRoutes>
        </MemoryRouter>
      </KeptListsContext.Provider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Abrir proposta' }).click();
    });
    expect(screen.queryByText(/Entradas em/)).toBeNull();
  });
});
