import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AreaId } from '../../domain';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { PropostaList } from './PropostaList';
import { row } from './PropostaList.fixtures';
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
function renderArea(dataProvider = buildDataProvider()) {
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
    },
  );
}

describe('a proposal list on the way back', () => {
  it("draws its rows from the area's query cache at once and refetches behind them", async () => {
    storeSignedInSession(['GestorComercial']);
    renderArea();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Maria Aparecida Souza'));
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));

    // The refetch has left and has not answered: the rows are the cached ones, no spinner.
    await waitFor(() => expect(pedidos).toBe(2));
    expect(screen.getByText('Maria Aparecida Souza')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    liberar!();
    expect(await screen.findByText('Maria Aparecida Souza Lima')).toBeVisible();
  });
});
