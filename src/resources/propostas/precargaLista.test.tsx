import { waitFor } from '@testing-library/react';
import {
  localStorageStore,
  testDataProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaId } from '../../domain';
import { PropostaList } from './PropostaList';
import { parametrosPrevistos } from './precargaLista';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';

const authProvider = testAuthProvider({
  getPermissions: async () => [],
  canAccess: async () => true,
});

/**
 * What the real list asks its data provider for on its first render, opened at this address
 * with the area's store as AreaAdmin builds it (local storage, 'Adesao.<area>').
 */
async function pedidoDaLista(area: AreaId, route: string, search = '') {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
    data: [],
    total: 0,
  }));
  const view = renderWithAdmin(<PropostaList route={route} />, {
    initialEntries: [`/${area}/${route}${search}`],
    dataProvider: testDataProvider({ getList } as unknown as Partial<DataProvider>),
    authProvider,
    store: localStorageStore(undefined, `Adesao.${area}`),
    area: area,
  });
  await waitFor(() => expect(getList).toHaveBeenCalled());
  view.unmount();
  const { pagination, sort, filter, meta } = getList.mock.calls[0][1];
  return { pagination, sort, filter, meta };
}

afterEach(() => localStorage.clear());

describe("the start-up's guess of a proposal list's first request", () => {
  it('is what the list asks for with nothing stored: the last 90 days, newest first', async () => {
    const previsto = parametrosPrevistos(
      'gestao-comercial',
      '/gestao-comercial/propostas-entradas',
      '',
    );
    expect(previsto).not.toBeNull();
    expect(await pedidoDaLista('gestao-comercial', 'propostas-entradas')).toEqual(previsto);
  });

  it("is what the list asks for with the page, sort and filter the user left in the area's store", async () => {
    localStorage.setItem(
      'RaStoreAdesao.concessionaria.listas.propostas-pendentes',
      JSON.stringify({
        filter: { unidade: '10', dataCriacaoMin: '01/01/2026', dataCriacaoMax: '31/01/2026' },
        sort: 'nome',
        order: 'ASC',
        page: 3,
        perPage: 25,
        displayedFilters: {},
      }),
    );
    const previsto = parametrosPrevistos(
      'concessionaria',
      '/concessionaria/propostas-pendentes',
      '',
    );
    expect(previsto).toMatchObject({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'nome', order: 'ASC' },
      filter: { unidade: '10' },
    });
    expect(await pedidoDaLista('concessionaria', 'propostas-pendentes')).toEqual(previsto);
  });

  it('is the default window when what is stored changes nothing (react-admin ignores it too)', async () => {
    localStorage.setItem(
      'RaStoreAdesao.concessionaria.listas.propostas-aprovadas',
      JSON.stringify({ filter: {}, sort: null, order: null, page: 1, perPage: null }),
    );
    const previsto = parametrosPrevistos(
      'concessionaria',
      '/concessionaria/propostas-aprovadas',
      '',
    );
    expect(previsto?.filter).toHaveProperty('dataCriacaoMin');
    expect(await pedidoDaLista('concessionaria', 'propostas-aprovadas')).toEqual(previsto);
  });

  it("is what the list asks for with react-admin's params in the address", async () => {
    const search =
      '?filter=' +
      encodeURIComponent(JSON.stringify({ q: 'maria', situacao: 3 })) +
      '&order=ASC&page=2&perPage=50&sort=dataCriacao';
    const previsto = parametrosPrevistos(
      'gestao-comercial',
      '/gestao-comercial/todas-propostas',
      search,
    );
    expect(previsto).toMatchObject({
      pagination: { page: 2, perPage: 50 },
      filter: { q: 'maria', situacao: 3 },
    });
    expect(await pedidoDaLista('gestao-comercial', 'todas-propostas', search)).toEqual(previsto);
  });

  it('carries the call a retention or nurse list reads through', async () => {
    const retencao = parametrosPrevistos(
      'concessionaria',
      '/concessionaria/vendas-internas/propostaRetencao/aguardando',
      '',
    );
    expect(retencao?.meta).toMatchObject({ lista: 'retencao' });
    expect(
      await pedidoDaLista('concessionaria', 'vendas-internas/propostaRetencao/aguardando'),
    ).toEqual(retencao);
  });

  it('makes no guess where the list resolves the address itself, or there is no proposal list', () => {
    const area = 'gestao-comercial';
    expect(
      parametrosPrevistos(area, '/gestao-comercial/propostas-entradas', '?visao=3'),
    ).toBeNull();
    expect(parametrosPrevistos(area, '/gestao-comercial/relatorios', '')).toBeNull();
    expect(parametrosPrevistos(area, '/gestao-comercial/proposta/12', '')).toBeNull();
    expect(parametrosPrevistos(area, '/concessionaria/propostas-pendentes', '')).toBeNull();
  });
});
