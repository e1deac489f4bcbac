import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import { chaveDaProposta } from './PrecargaDaProposta';
import { row } from './PropostaList.fixtures';
import { PropostaShow } from './PropostaShow';
import { buildProposta, RESPOSTAS } from './PropostaShow.fixtures';
import type { PropostaDetalhe } from './types';

const authProvider = testAuthProvider({
  getPermissions: async () => ['GestorComercial'],
  getIdentity: async () => ({ id: 1, fullName: 'Gustavo Comercial', roles: ['GestorComercial'] }),
  canAccess: async () => true,
});

/** The list's row of proposal 42 (contract 100123), as a list page keeps it in the cache. */
const LINHA = row({
  id: 42,
  propostaAdesaoId: 42,
  numeroContrato: 100123,
  nome: 'Maria Aparecida Souza',
  unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
});

/** proposta/42 on an area's query cache holding what the test puts there. */
function renderShow(queryClient: QueryClient, getOne: () => Promise<{ data: PropostaDetalhe }>) {
  const dataProvider = {
    ...testDataProvider({
      getOne,
      getList: async () => ({ data: [], total: 0 }),
    } as unknown as Partial<DataProvider>),
    obterRespostasDeclaracao: async () => RESPOSTAS,
    consultarAgendamento: async () => null,
    listarDocumentos: async () => [],
  } as DataProvider;
  renderWithAdmin(
    <Routes>
      <Route path="/proposta/:id" element={<PropostaShow />} />
    </Routes>,
    {
      initialEntries: ['/proposta/42'],
      dataProvider,
      authProvider,
      queryClient,
      area: 'gestao-comercial',
    },
  );
}

describe('the proposal screen opened from a list', () => {
  it("draws the list's row at once while the proposal loads, then the whole proposal", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([PROPOSTAS, 'getList', { pagination: { page: 1, perPage: 10 } }], {
      data: [row({ id: 7, numeroContrato: 100007 }), LINHA],
      total: 2,
    });
    let responder: (proposta: { data: PropostaDetalhe }) => void = () => undefined;
    const getOne = vi.fn(() => new Promise<{ data: PropostaDetalhe }>((r) => (responder = r)));
    renderShow(queryClient, getOne);

    // In the click's own render, with the request still out: the row's number, status, name
    // and unit, the rest of the client's card held in place; no 'Carregando...' page.
    expect(screen.getByRole('heading', { level: 1, name: 'Proposta 100123' })).toBeVisible();
    const cliente = screen.getByRole('region', { name: 'Dados do cliente' });
    expect(within(cliente).getByText('Maria Aparecida Souza')).toBeVisible();
    expect(within(cliente).getByText('ES - Matriz-Vitória')).toBeVisible();
    expect(within(cliente).queryByText('529.982.247-25')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    expect(getOne).toHaveBeenCalledTimes(1);

    responder({ data: buildProposta() });
    expect(await screen.findByText('529.982.247-25')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Dados do cliente' })).toHaveTextContent(
      '529.982.247-25',
    );
    expect(screen.queryByRole('progressbar', { name: 'Carregando...' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Corretor' })).toBeVisible();
  });

  it("with the proposal already cached (asked on hover), draws the client's card first and the other cards right after", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chaveDaProposta(42), buildProposta());
    const getOne = vi.fn(async () => ({ data: buildProposta() }));
    renderShow(queryClient, getOne);

    // The first render holds the header, the actions and the client's card, not yet the cards
    // below nor the side panel: they do not hold the first card back.
    const cliente = screen.getByRole('region', { name: 'Dados do cliente' });
    expect(within(cliente).getByText('529.982.247-25')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Proposta 100123' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Corretor' })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Histórico/ })).toBeNull();

    expect(await screen.findByRole('region', { name: 'Corretor' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: /Histórico/ })).toBeVisible();
    // Fresh from the hover: not asked again.
    expect(getOne).not.toHaveBeenCalled();
  });
});
