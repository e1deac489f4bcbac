import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AreaId } from '../../domain';
import { buildDataProvider } from '../../providers/dataProvider';
import { esquecerPrecarga } from '../../providers/buscaDePropostas';
import { createAreaQueryClient } from '../../providers/queryClient';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { PropostaList } from './PropostaList';
import { row } from './PropostaList.fixtures';
import { afterNextPaint } from './afterPaint';
import { precarregarLista } from './precargaLista';
import { PAGINA_RECENTE_MS } from './RefetchAfterPaint';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';

/** Signed in and allowed: what is under test is the query cache, not the session. */
const authProvider = testAuthProvider({
  getPermissions: async () => ['GestorComercial'],
  canAccess: async () => true,
});

/** Each call of the list's page answers with the next name, when the test lets it. */
let pedidos = 0;
let liberar: (() => void) | null = null;
const server = setupServer(
  http.post('*/api/adesao/buscar', async () => {
    pedidos += 1;
    const nome = pedidos === 1 ? 'Maria Aparecida Souza' : 'Maria Aparecida Souza Lima';
    // The second answer (the refetch on the way back) waits for the test: no timer involved.
    if (pedidos > 1) await new Promise<void>((resolve) => (liberar = resolve));
    return HttpResponse.json({ success: true, data: { total: 1, itens: [row({ nome })] } });
  }),
  http.get('*/api/visoes/:area', () => HttpResponse.json({ success: true, data: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  esquecerPrecarga();
  vi.useRealTimers();
  pedidos = 0;
  liberar = null;
});

/** Another screen (the proposal's), with the way back a browser's 'Back' takes. */
function OutraTela() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Voltar
    </button>
  );
}

/** The list at its address and, beside it, the proposal's screen ('Voltar' goes back). */
function renderArea(
  dataProvider = buildDataProvider(),
  options: Partial<Parameters<typeof renderWithAdmin>[1]> = {},
) {
  return renderWithAdmin(
    <Routes>
      <Route
        path="/gestao-comercial/propostas-entradas"
        element={<PropostaList route="propostas-entradas" />}
      />
      <Route path="/gestao-comercial/proposta/:id" element={<OutraTela />} />
    </Routes>,
    {
      initialEntries: ['/gestao-comercial/propostas-entradas'],
      basename: '/gestao-comercial',
      dataProvider,
      authProvider,
      area: 'gestao-comercial' as AreaId,
      ...options,
    },
  );
}

/**
 * The way back comes later than the page's answer by at least PAGINA_RECENTE_MS: only the
 * clock is faked (msw and waitFor keep their real timers).
 */
function maisTarde() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + PAGINA_RECENTE_MS);
}

/** The clock stopped: a page's age stays what the test says, however slow the machine. */
const relogioParado = () => vi.useFakeTimers({ toFake: ['Date'] });

/** Resolves once the work the list asked for after the next paint has run. */
const depoisDaPintura = () => new Promise<void>((resolve) => afterNextPaint(resolve));

describe('a proposal list on the way back', () => {
  it("draws its rows from the area's query cache at once and refetches behind them", async () => {
    storeSignedInSession(['GestorComercial']);
    renderArea();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Maria Aparecida Souza'));
    maisTarde();
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));

    // The refetch has left and has not answered: the rows are the cached ones, no spinner.
    await waitFor(() => expect(pedidos).toBe(2));
    expect(screen.getByText('Maria Aparecida Souza')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    liberar!();
    expect(await screen.findByText('Maria Aparecida Souza Lima')).toBeVisible();
  });

  it('asks for the page again only after the cached rows are drawn, not while drawing them', async () => {
    storeSignedInSession(['GestorComercial']);
    const dataProvider = buildDataProvider();
    const getList = vi.spyOn(dataProvider, 'getList');
    renderArea(dataProvider);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Maria Aparecida Souza'));
    await screen.findByRole('button', { name: 'Voltar' });
    expect(getList).toHaveBeenCalledTimes(1);
    maisTarde();

    // The way back in one synchronous step (React's commit and its effects included): the
    // rows are the cached ones and the refetch has not even been asked for. TanStack's own
    // refetch on mount asked for it inside that commit, and its 'fetching' state rendered the
    // whole list a second time before the browser could paint the rows.
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByText('Maria Aparecida Souza')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(getList).toHaveBeenCalledTimes(1);

    // Then it is, behind the drawn rows, and its answer replaces them.
    await waitFor(() => expect(pedidos).toBe(2));
    expect(getList).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Maria Aparecida Souza')).toBeVisible();
    liberar!();
    expect(await screen.findByText('Maria Aparecida Souza Lima')).toBeVisible();
  });

  it('asks again at once for a page declared out of date, however young', async () => {
    storeSignedInSession(['GestorComercial']);
    relogioParado();
    const { queryClient } = renderArea();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Maria Aparecida Souza'));
    // A command on the proposal's screen: react-admin's refresh marks the list's page stale.
    await act(() => queryClient.invalidateQueries());
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));

    await waitFor(() => expect(pedidos).toBe(2));
    liberar!();
    expect(await screen.findByText('Maria Aparecida Souza Lima')).toBeVisible();
  });

  it('on a cold load does not ask again for the early page it has just drawn', async () => {
    storeSignedInSession(['GestorComercial']);
    relogioParado();
    // The start-up's early page (src/startup.ts), in the area's cache before the list mounts.
    precarregarLista('gestao-comercial' as AreaId, {
      pathname: '/gestao-comercial/propostas-entradas',
      search: '',
    });
    await waitFor(() => expect(pedidos).toBe(1));
    const queryClient = createAreaQueryClient();
    // The session check still under way: react-admin draws its loading screen and keeps the
    // list's query disabled; the query fetches by itself once enabled.
    let confirmarSessao: () => void = () => undefined;
    const sessao = new Promise<void>((resolve) => (confirmarSessao = resolve));
    const dataProvider = buildDataProvider();
    const getList = vi.spyOn(dataProvider, 'getList');
    renderArea(dataProvider, {
      queryClient,
      authProvider: { ...authProvider, checkAuth: () => sessao },
    });
    await screen.findByText('Aguarde');

    // The session answers: the list's rows are drawn from the early page while the query,
    // enabled now, runs its own fetch, which takes the early answer. Asked again after the
    // paint, the page went out a second time (record 0133).
    await act(async () => confirmarSessao());
    expect(await screen.findByText('Maria Aparecida Souza')).toBeVisible();
    await depoisDaPintura();
    // (A second request would be held by msw, the query left fetching.)
    await waitFor(() => {
      expect(pedidos).toBe(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Maria Aparecida Souza')).toBeVisible();
  });
});
