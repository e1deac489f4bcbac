import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  memoryStore,
  testDataProvider,
  type DataProvider,
  type GetListParams,
  type Store,
} from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { PropostaList } from '../propostas/PropostaList';
import type { PropostaListItem } from '../propostas/types';
import { comColunasNoServidor } from './colunasNoServidor';
import { visoesMethods, type VisaoSalva } from '../../providers/visoesDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const ROW: PropostaListItem = {
  id: 1,
  propostaAdesaoId: 1,
  numeroContrato: 100001,
  tipo: 0,
  tipoNome: 'Comum',
  dataCriacao: '2026-03-02T13:00:00.000Z',
  nome: 'Maria Aparecida Souza',
  nomeSocial: null,
  unidadeNome: 'Campinas',
  unidade: { codigoUnidade: 10, uf: 'SP', nomeUnidade: 'Campinas' },
  corretorNome: 'Dr. Eduardo Braga',
  situacaoPropostaAdesaoId: 1,
  possuiPendencia: false,
  marcada: false,
  propostaTitularId: null,
  repasseDaConcessionariaLogada: false,
  versao: 1,
};

const VISOES: VisaoSalva[] = [
  {
    id: 7,
    lista: 'propostas-entradas',
    nome: 'Silva de março',
    compartilhada: true,
    propria: false,
    autor: 'Sônia Supervisora',
    estado: {
      filtro: { q: 'Silva' },
      ordenacao: { campo: 'nome', ordem: 'ASC' },
      porPagina: 50,
      colunasOcultas: ['corretorNome'],
      ordemColunas: null,
    },
  },
  {
    id: 8,
    lista: 'propostas-canceladas',
    nome: 'De outra lista',
    compartilhada: false,
    propria: true,
    autor: 'Gustavo Gestor',
    estado: VISOES_ESTADO_VAZIO(),
  },
];
function VISOES_ESTADO_VAZIO(): VisaoSalva['estado'] {
  return {
    filtro: {},
    ordenacao: { campo: 'dataCriacao', ordem: 'DESC' },
    porPagina: 10,
    colunasOcultas: [],
  };
}

const criadas: unknown[] = [];
const colunasGravadas: unknown[] = [];
const server = setupServer(
  http.get('*/api/visoes/gestao-comercial', () =>
    HttpResponse.json({ success: true, data: VISOES, messages: [] }),
  ),
  http.post('*/api/visoes/gestao-comercial', async ({ request }) => {
    criadas.push(await request.json());
    return HttpResponse.json({ success: true, data: { id: 9 }, messages: [] }, { status: 201 });
  }),
  http.get('*/api/colunas/gestao-comercial', () =>
    HttpResponse.json({
      success: true,
      data: [{ chave: 'colunas.propostas-entradas', ocultas: ['tipo'], ordem: null }],
      messages: [],
    }),
  ),
  // The live list's stream: open and quiet for the whole test.
  http.get(
    '*/api/propostas/eventos',
    () =>
      new HttpResponse(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
  ),
  http.put('*/api/colunas/gestao-comercial', async ({ request }) => {
    colunasGravadas.push(await request.json());
    return HttpResponse.json({ success: true, data: null, messages: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  criadas.length = 0;
  colunasGravadas.length = 0;
});

function renderList(path = '/propostas-entradas', store: Store = memoryStore()) {
  storeSignedInSession(['GestorComercial']);
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
    data: [ROW],
    total: 1,
  }));
  renderWithAdmin(<PropostaList route="propostas-entradas" />, {
    initialEntries: [path],
    dataProvider: testDataProvider({
      ...visoesMethods,
      getList,
    } as unknown as Partial<DataProvider>),
    authProvider,
    store,
    area: 'gestao-comercial',
  });
  return { getList, user: userEvent.setup() };
}

describe('saved views on a list', () => {
  it("offers this list's views and applies one: filter, sort, page size and columns", async () => {
    const { getList, user } = renderList();
    await screen.findByText('Maria Aparecida Souza');
    expect(screen.getByRole('columnheader', { name: /Corretor/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Visões' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Silva de março');
    expect(within(menu).getByText('Compartilhada por Sônia Supervisora')).toBeVisible();
    expect(within(menu).queryByText('De outra lista')).toBeNull();

    await user.click(within(menu).getByText('Silva de março'));
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)![1]).toMatchObject({
        filter: { q: 'Silva' },
        sort: { field: 'nome', order: 'ASC' },
        pagination: { page: 1, perPage: 50 },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: /Corretor/ })).toBeNull(),
    );
  });

  it('saves the current state under a name, shared with the area', async () => {
    const { user } = renderList();
    await screen.findByText('Maria Aparecida Souza');
    await user.click(screen.getByRole('button', { name: 'Visões' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salvar a visão atual…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar visão' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe o nome da visão.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /Nome da visão/ }), 'Minha fila');
    await user.click(within(dialog).getByRole('checkbox', { name: /Compartilhar com a área/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(criadas).toHaveLength(1));
    expect(criadas[0]).toMatchObject({
      lista: 'propostas-entradas',
      nome: 'Minha fila',
      compartilhada: true,
      estado: {
        ordenacao: { campo: 'numeroContrato', ordem: 'DESC' },
        porPagina: 10,
        colunasOcultas: [],
      },
    });
    expect(Object.keys((criadas[0] as { estado: { filtro: object } }).estado.filtro)).toContain(
      'dataCriacaoMin',
    );
  });

  it('applies the view a sidebar link names in the address', async () => {
    const { getList } = renderList('/propostas-entradas?visao=7');
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)![1]).toMatchObject({ filter: { q: 'Silva' } }),
    );
  });
});

describe('column choices kept on the server', () => {
  it('loads the choices when the area opens and saves a change once it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      storeSignedInSession(['GestorComercial']);
      const store = comColunasNoServidor(memoryStore(), 'gestao-comercial');
      store.setup();
      await vi.waitFor(() => expect(store.getItem('colunas.propostas-entradas')).toEqual(['tipo']));

      store.setItem('colunas.propostas-entradas', ['tipo', 'sla']);
      store.setItem('colunas.propostas-entradas_columnRanks', [1, 0]);
      store.setItem('listas.propostas-entradas', { filter: {} });
      expect(colunasGravadas).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(colunasGravadas).toHaveLength(1));
      expect(colunasGravadas[0]).toEqual({
        chave: 'colunas.propostas-entradas',
        ocultas: ['tipo', 'sla'],
        ordem: [1, 0],
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
