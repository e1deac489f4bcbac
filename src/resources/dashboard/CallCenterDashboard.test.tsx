import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider, type GetListParams } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITUACAO } from '../../domain';
import { authProvider } from '../../providers/authProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { dashboardMethods } from '../../providers/dashboardDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { PropostaList } from '../propostas';
import { DashboardPage } from './DashboardPage';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

// The call-centre manager's dashboard (gestao-callcenter): its only list holds every status,
// so it counts per status, and each card opens that list on its status.
const requested: string[] = [];
const server = setupServer(
  http.get('*/api/dashboard/contagens', ({ request }) => {
    requested.push(new URL(request.url).searchParams.get('area') ?? '');
    return HttpResponse.json({
      data: {
        dataInicio: '24/08/2026',
        dataFim: '22/11/2026',
        listas: [{ rota: 'todas-propostas', total: 1262 }],
        situacoes: [
          { situacaoId: SITUACAO.NovaEntrada, total: 12 },
          { situacaoId: SITUACAO.PendenciasCorretor, total: 1250 },
          { situacaoId: SITUACAO.Cancelada, total: 0 },
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

// Generous limits for a loaded machine: the same assertions.
const WAIT = { timeout: limite(5000) };

function renderDashboard() {
  storeSignedInSession(['GestorCallCenter']);
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
    data: [],
    total: 0,
  }));
  renderWithAdmin(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/todas-propostas" element={<PropostaList route="todas-propostas" />} />
    </Routes>,
    {
      initialEntries: ['/dashboard'],
      authProvider,
      dataProvider: testDataProvider({ ...dashboardMethods, getList } as never),
      area: 'gestao-callcenter',
    },
  );
  return { getList };
}

describe('call-centre manager dashboard', () => {
  it('shows a card per status with its count, and the month chart', async () => {
    renderDashboard();
    const pendencias = await screen.findByRole(
      'link',
      { name: /^Pendências corretor: 1250 propostas/ },
      WAIT,
    );
    expect(within(pendencias).getByText('1.250')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Nova entrada: 12 propostas/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Cancelada: 0 propostas/ })).toBeVisible();
    // No card for the list as a whole: the statuses are its parts.
    expect(screen.queryByRole('link', { name: /^Beneficiários/ })).not.toBeInTheDocument();
    expect(screen.getByText('Movimento de 11/2026')).toBeInTheDocument();
    expect(requested).toEqual(['gestao-callcenter']);
    const href = new URL(pendencias.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/todas-propostas');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({
      unidade: '',
      dataCriacaoMin: '24/08/2026',
      dataCriacaoMax: '22/11/2026',
      situacao: SITUACAO.PendenciasCorretor,
    });
  });

  it(
    'opens Beneficiários on the status, said on a chip that removes it',
    async () => {
      const { getList } = renderDashboard();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: /^Pendências corretor:/ }, WAIT));
      expect(await screen.findByText('Situação: Pendências corretor', {}, WAIT)).toBeVisible();
      await vi.waitFor(() => expect(getList).toHaveBeenCalled(), WAIT);
      expect(getList.mock.lastCall![1].filter).toMatchObject({
        situacao: SITUACAO.PendenciasCorretor,
        dataCriacaoMin: '24/08/2026',
      });
      await user.click(screen.getByTitle('Remover o filtro de situação'));
      await vi.waitFor(() =>
        expect(getList.mock.lastCall![1].filter).not.toHaveProperty('situacao'),
      );
      expect(screen.queryByText('Situação: Pendências corretor')).not.toBeInTheDocument();
    },
    limite(20_000),
  );
});
