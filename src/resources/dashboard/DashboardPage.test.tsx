import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryStore, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { dashboardMethods } from '../../providers/dashboardDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { DashboardPage } from './DashboardPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const requested: string[] = [];
const server = setupServer(
  http.get('*/api/dashboard/contagens', ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('area') ?? '');
    return HttpResponse.json({
      data: {
        dataInicio: '24/08/2026',
        dataFim: '22/11/2026',
        listas: [
          { rota: 'propostas-pendentes', total: 3 },
          { rota: 'propostas-novas', total: 1250 },
        ],
        atrasadas: [
          { situacaoId: 1, codigoUnidade: 1, total: 2 },
          { situacaoId: 1, codigoUnidade: 2, total: 1 },
        ],
        movimento: { mes: '11/2026', dias: [1, 2, 3], entradas: [1, 0, 2], conclusoes: [0, 1, 0] },
      },
      messages: [],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  requested.length = 0;
});

function renderDashboard() {
  storeSignedInSession(['Concessionaria']);
  const store = memoryStore({ 'listas.propostas-novas.listParams': { page: 4 } });
  renderWithAdmin(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/propostas-novas" element={<p>lista de novas</p>} />
    </Routes>,
    {
      initialEntries: ['/dashboard'],
      authProvider,
      dataProvider: testDataProvider({ ...dashboardMethods }),
      store,
      area: 'concessionaria',
    },
  );
  return store;
}

describe('Dashboard', () => {
  it("shows one card per list of the area, with the menu's label and the count", async () => {
    renderDashboard();
    const pendentes = await screen.findByRole('link', { name: /^Pendências: 3 propostas/ });
    expect(pendentes).toHaveAttribute('href', '/propostas-pendentes');
    const novas = screen.getByRole('link', { name: /^Novas: 1250 propostas/ });
    expect(within(novas).getByText('1.250')).toBeInTheDocument();
    expect(screen.getByText('Propostas criadas de 24/08/2026 a 22/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Movimento de 11/2026')).toBeInTheDocument();
    expect(requested).toEqual(['concessionaria']);
    // The dealership's drafts have no menu item: the dashboard leads to them.
    expect(await screen.findByRole('link', { name: 'Rascunhos' })).toHaveAttribute(
      'href',
      '/rascunhos',
    );
    // And a new common proposal starts here, one click away (issue 39).
    expect(screen.getByRole('link', { name: 'Nova proposta' })).toHaveAttribute(
      'href',
      '/vendas-internas/proposta/preencher-dados',
    );
  });

  it('counts the late ones per status and unit, each opening its list filtered on them', async () => {
    renderDashboard();
    const total = await screen.findByRole('link', {
      name: 'Nova entrada: 3 propostas atrasadas. Abrir a lista',
    });
    const filter = (link: HTMLElement) =>
      JSON.parse(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter')!);
    expect(total.getAttribute('href')).toMatch(/^\/propostas-novas\?filter=/);
    expect(filter(total)).toEqual({ sla: 'atrasada', situacao: 1, unidade: '' });
    const porUnidade = screen.getAllByRole('link', { name: /: [12]$/ });
    expect(porUnidade).toHaveLength(2);
    expect(filter(porUnidade[0]!)).toEqual({ sla: 'atrasada', situacao: 1, unidade: 1 });
  });

  it('opens the list afresh, as the menu does', async () => {
    const store = renderDashboard();
    await userEvent.click(await screen.findByRole('link', { name: /^Novas:/ }));
    expect(await screen.findByText('lista de novas')).toBeInTheDocument();
    expect(store.getItem('listas.propostas-novas.listParams')).toBeUndefined();
  });

  it('offers to retry when the counts fail to load', async () => {
    server.use(
      http.get('*/api/dashboard/contagens', () =>
        HttpResponse.json({ data: null, messages: ['Erro'] }, { status: 500 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('Não foi possível carregar o painel.')).toBeInTheDocument();
  });
});
