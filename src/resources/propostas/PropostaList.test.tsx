import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import {
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AreaId } from '../../domain';
import { PropostaList } from './PropostaList';
import { row } from './PropostaList.fixtures';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const ROWS = [
  row({
    id: 2,
    numeroContrato: 100002,
    nome: 'João Batista',
    nomeSocial: 'Joana',
    possuiPendencia: true,
  }),
  row({ id: 1, situacaoPropostaAdesaoId: 99 }),
  row({ id: 3, nome: 'Pedro Souza', propostaTitularId: 1 }),
];

const authProvider = testAuthProvider({
  getPermissions: async () => ['GestorComercial'],
  canAccess: async () => true,
});

/** A dealership user: the identity's roles decide the 'Nova proposta' button. */
const dealershipAuth: AuthProvider = {
  ...authProvider,
  getPermissions: async () => ['Concessionaria'],
  getIdentity: async () => ({ id: 5, fullName: 'Concessionária', roles: ['Concessionaria'] }),
};

function renderList(
  route = 'propostas-entradas',
  rows = ROWS,
  { area = 'gestao-comercial', auth = authProvider } = {},
) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
    data: rows,
    total: rows.length,
  }));
  const { location } = renderWithAdmin(<PropostaList route={route} />, {
    dataProvider: testDataProvider({ getList } as unknown as Partial<DataProvider>),
    authProvider: auth,
    area: area as AreaId,
  });
  return { getList, location, user: userEvent.setup() };
}

describe('PropostaList', () => {
  it("asks for the route's statuses, the last 90 days of entries, newest contract first, 10 a page", async () => {
    const { getList } = renderList('propostas-entradas');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const [resource, params] = getList.mock.calls[0];
    const today = new Date();
    expect(resource).toBe('proposta');
    expect(params.meta).toEqual({ situacoes: [1, 3] });
    expect(params.filter).toEqual({
      unidade: '',
      dataCriacaoMin: format(subDays(today, 90), 'dd/MM/yyyy'),
      dataCriacaoMax: format(today, 'dd/MM/yyyy'),
    });
    expect(params.sort).toEqual({ field: 'numeroContrato', order: 'DESC' });
    expect(params.pagination).toEqual({ page: 1, perPage: 10 });
  });

  it("shows each row's columns, the social name, the status chip and the pendency", async () => {
    renderList();
    const joao = (await screen.findByText('João Batista')).closest('tr')!;
    expect(within(joao).getByText('100002')).toBeVisible();
    expect(within(joao).getByText('Comum')).toBeVisible();
    expect(within(joao).getByText('02/03/2026')).toBeVisible();
    expect(within(joao).getByText('Nome social: Joana')).toBeVisible();
    expect(within(joao).getByText('SP - Campinas')).toBeVisible();
    expect(within(joao).getByText('Dr. Eduardo Braga')).toBeVisible();
    expect(within(joao).getByText('Nova entrada')).toBeVisible();
    expect(within(joao).getByText('Possui pendência')).toBeVisible();
    for (const header of [
      'Contrato',
      'Tipo',
      'Data de criação',
      'Nome',
      'Unidade',
      'Corretor',
      'Situação',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
  });

  it('marks each row Titular or Dependente, since a family shares its contract number', async () => {
    renderList();
    const holder = (await screen.findByText('Maria Aparecida Souza')).closest('tr')!;
    const dependent = screen.getByText('Pedro Souza').closest('tr')!;
    expect(within(holder).getByText('Titular')).toBeVisible();
    expect(within(dependent).getByText('Dependente')).toBeVisible();
  });

  it('says, while the evaluation may be booked, whether it is: Agendada or Não agendada', async () => {
    renderList('propostas-entradas', [
      row({ id: 5, nome: 'Ana Marcada', situacaoPropostaAdesaoId: 11, marcada: true }),
      row({ id: 6, nome: 'Bia Aguardando', situacaoPropostaAdesaoId: 11 }),
      row({ id: 7, nome: 'Caio Concluído', situacaoPropostaAdesaoId: 6, marcada: true }),
    ]);
    const rowOf = async (nome: string) => (await screen.findByText(nome)).closest('tr')!;
    expect(within(await rowOf('Ana Marcada')).getByText('Agendada')).toBeVisible();
    expect(within(await rowOf('Bia Aguardando')).getByText('Não agendada')).toBeVisible();
    const caio = await rowOf('Caio Concluído');
    expect(within(caio).queryByText('Agendada')).toBeNull();
  });

  it('gives an unknown status the default chip instead of failing', async () => {
    renderList();
    const maria = (await screen.findByText('Maria Aparecida Souza')).closest('tr')!;
    const chip = within(maria).getByText('Situação desconhecida').closest('[data-status]')!;
    expect(chip).toHaveAttribute('data-status', 'Desconhecida');
    expect(within(chip as HTMLElement).getByTestId('HelpOutlineIcon')).toBeInTheDocument();
  });

  it('offers 5, 10, 20, 50 and 100 rows a page', async () => {
    const { user } = renderList();
    await screen.findByText('João Batista');
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '100']);
  });

  it('searches 2 seconds after the last keystroke, not before', async () => {
    const { getList } = renderList();
    await screen.findByText('João Batista');
    const before = getList.mock.calls.length;
    const search = screen.getByPlaceholderText('Pesquisar por nome, CPF ou contrato');
    // The clock is faked only now: the first load above ran on real timers. The typing is
    // fireEvent, not user-event, whose wrapper waits on a timer the faked clock would hold.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      fireEvent.change(search, { target: { value: 'maria' } });
      // Enter would submit the search box's form (a search at once): the box holds it back.
      expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(getList).toHaveBeenCalledTimes(before);
      // At 2 s the filter changes; the query asks the data provider a tick or two later.
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(getList).toHaveBeenCalledTimes(before + 1);
      expect(getList.mock.calls.at(-1)![1].filter).toMatchObject({ q: 'maria' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what a draft waits for instead of an unknown status', async () => {
    renderList('todas-propostas', [
      row({
        id: 8,
        nome: 'Joana Jovem',
        situacaoPropostaAdesaoId: null,
        liberacaoIdadePendente: true,
      }),
      row({ id: 9, nome: 'Lia Liberada', situacaoPropostaAdesaoId: null }),
    ]);
    const joana = (await screen.findByText('Joana Jovem')).closest('tr')!;
    expect(within(joana).getByText('Rascunho — aguardando liberação de idade')).toBeVisible();
    const lia = screen.getByText('Lia Liberada').closest('tr')!;
    expect(within(lia).getByText('Rascunho — aguardando envio')).toBeVisible();
    expect(screen.queryByText('Situação desconhecida')).toBeNull();
  });

  it(
    "offers the dealership 'Nova proposta' of the list's kind; the manager's lists have none",
    async () => {
      const dealership = { area: 'concessionaria', auth: dealershipAuth };
      renderList('propostas-novas', ROWS, dealership);
      expect(await screen.findByRole('link', { name: 'Nova proposta' })).toHaveAttribute(
        'href',
        '/vendas-internas/proposta/preencher-dados',
      );
      cleanup();
      renderList('vendas-internas/propostaRetencao/todas', ROWS, dealership);
      expect(await screen.findByRole('link', { name: 'Nova proposta' })).toHaveAttribute(
        'href',
        '/propostaRetencao/preencher-dados',
      );
      cleanup();
      renderList('propostas-entradas');
      await screen.findByText('João Batista');
      expect(screen.queryByRole('link', { name: 'Nova proposta' })).toBeNull();
    },
    limite(15_000),
  );

  it(
    "opens each row at its kind's view in the dealership's area (spec 2.3), at proposta/{id} elsewhere",
    async () => {
      const rows = [
        row({ id: 7, numeroContrato: 100007, nome: 'Rita Retida', tipo: 1 }),
        row({ id: 8, numeroContrato: 100008, nome: 'Paula Portada', tipo: 2 }),
        row({ id: 9, numeroContrato: 100009, nome: 'Célia Comum', tipo: 0 }),
      ];
      const { user, location } = renderList('propostas-novas', rows, {
        area: 'concessionaria',
        auth: dealershipAuth,
      });
      await user.click(await screen.findByText('Rita Retida'));
      await waitFor(() => expect(location()).toBe('/propostaRetencao/7'));
      cleanup();

      const portal = renderList('vendas-internas/propostaPortabilidade/todas', rows, {
        area: 'concessionaria',
        auth: dealershipAuth,
      });
      await portal.user.click(await screen.findByText('Paula Portada'));
      await waitFor(() =>
        expect(portal.location()).toBe('/vendas-internas/propostaPortabilidade/8'),
      );
      await portal.user.click(screen.getByText('Célia Comum'));
      await waitFor(() => expect(portal.location()).toBe('/proposta/9'));
      cleanup();

      // The commercial manager's area has one view for every kind.
      const gestor = renderList('propostas-entradas', rows);
      await gestor.user.click(await screen.findByText('Rita Retida'));
      await waitFor(() => expect(gestor.location()).toBe('/proposta/7'));
    },
    limite(15_000),
  );

  it(
    'narrows a retention list to the situation picked in its selector',
    async () => {
      const { getList, user } = renderList('vendas-internas/propostaRetencao/todas', ROWS, {
        area: 'concessionaria',
        auth: dealershipAuth,
      });
      await screen.findByText('João Batista');
      await user.click(screen.getByRole('combobox', { name: 'Situação' }));
      const options = await screen.findAllByRole('option');
      expect(options[0]).toHaveTextContent('Todas as situações');
      expect(options).toHaveLength(16);
      await user.click(screen.getByRole('option', { name: 'Cancelada' }));
      await waitFor(() =>
        expect(getList.mock.calls.at(-1)![1].filter).toMatchObject({ situacao: 9 }),
      );
      await user.click(screen.getByRole('combobox', { name: 'Situação' }));
      await user.click(await screen.findByRole('option', { name: 'Todas as situações' }));
      await waitFor(() =>
        expect(getList.mock.calls.at(-1)![1].filter).not.toHaveProperty('situacao'),
      );
    },
    limite(15_000),
  );
});
