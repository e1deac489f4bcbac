import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memoryStore, testDataProvider, type Store } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../domain';
import { authProvider } from '../../providers/authProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { dashboardMethods } from '../../providers/dashboardDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { PainelSupervisorPage } from './PainelSupervisorPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

const server = setupServer(
  http.get('*/api/dashboard/painelSupervisor', () =>
    HttpResponse.json({
      data: {
        porSituacao: [
          { situacaoId: SITUACAO.AguardandoAprovacaoTermo, total: 7 },
          { situacaoId: SITUACAO.NovaEntrada, total: 1250 },
        ],
        porUnidade: [
          { codigoUnidade: 1, total: 34 },
          { codigoUnidade: null, total: 2 },
        ],
        pendenciasPorIdade: [
          { rotulo: 'Até 2 dias', total: 0 },
          { rotulo: 'Mais de 30 dias', total: 5 },
        ],
        aprovacoes: {
          semanas: ['2026-11-16', '2026-11-23'],
          aprovadores: [{ nome: 'Gustavo Comercial', valores: [3, 1] }],
        },
      },
      messages: [],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderPainel(store: Store = memoryStore()) {
  storeSignedInSession(['Supervisor']);
  renderWithAdmin(<PainelSupervisorPage />, {
    authProvider,
    dataProvider: testDataProvider({ ...dashboardMethods }),
    store,
  });
  return store;
}

/** Each body row of a table as its cells' texts. */
const linhas = (tabela: HTMLElement) =>
  within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Painel do supervisor', () => {
  it('shows the exact numbers as tables at her choice, and keeps the choice', async () => {
    const store = renderPainel();
    await screen.findByRole('heading', { name: 'Propostas por situação' });
    // Charts first: no number tables until she asks for them.
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tabelas' }));

    expect(linhas(screen.getByRole('table', { name: 'Propostas por situação' }))).toEqual([
      ['Nova entrada', '1.250'],
      ['Aguardando aprovação do termo', '7'],
    ]);
    expect(linhas(screen.getByRole('table', { name: 'Propostas por unidade' }))).toEqual([
      ['Matriz-Vitória', '34'],
      ['Sem unidade', '2'],
    ]);
    expect(linhas(screen.getByRole('table', { name: 'Pendências abertas por idade' }))).toEqual([
      ['Até 2 dias', '0'],
      ['Mais de 30 dias', '5'],
    ]);
    const aprovacoes = screen.getByRole('table', {
      name: 'Aprovações de documentação por aprovador e semana',
    });
    expect(
      within(aprovacoes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Aprovador', 'Semana de 16/11', 'Semana de 23/11', 'Total']);
    expect(linhas(aprovacoes)).toEqual([['Gustavo Comercial', '3', '1', '4']]);
    expect(store.getItem('painel-supervisor.exibicao')).toBe('tabelas');
  });

  it('names the statuses in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    renderPainel();
    await screen.findByRole('heading', { name: 'Proposals by status' });
    await userEvent.click(screen.getByRole('button', { name: 'Tables' }));
    const porSituacao = linhas(screen.getByRole('table', { name: 'Proposals by status' }));
    expect(porSituacao.map(([situacao]) => situacao)).toEqual([
      'New entry',
      'Awaiting term approval',
    ]);
  });
});
