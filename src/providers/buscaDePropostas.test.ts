import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buscarPropostas,
  esquecerPrecarga,
  precarregarBusca,
  semearCache,
  type ParametrosDaLista,
} from './buscaDePropostas';
import { storeSignedInSession } from './testing/storedSession';
import { readUser, writeUser } from './tokenStore';

const ENTRADAS: ParametrosDaLista = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'numeroContrato', order: 'DESC' },
  filter: { unidade: '', dataCriacaoMin: '27/08/2026', dataCriacaoMax: '25/11/2026' },
  meta: { situacoes: [1, 3] },
};
const PAGINA_2 = { ...ENTRADAS, pagination: { page: 2, perPage: 10 } };
const CHAVE = ['proposta', 'getList', ENTRADAS];

/** Each answer says which call it was, so a test sees which request a caller got. */
let chamadas: unknown[] = [];
let falhar = false;
const server = setupServer(
  http.post('*/api/adesao/buscar', async ({ request }) => {
    chamadas.push(await request.json());
    if (falhar) {
      return HttpResponse.json(
        { success: false, data: null, messages: ['Falhou'] },
        { status: 500 },
      );
    }
    const n = chamadas.length;
    return HttpResponse.json({
      success: true,
      data: { itens: [{ propostaAdesaoId: 100 + n, nome: `chamada ${n}` }], total: 1 },
      messages: [],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  chamadas = [];
  falhar = false;
  esquecerPrecarga();
  storeSignedInSession();
});
afterEach(() => vi.useRealTimers());

describe("a proposal list's first page asked for at start-up", () => {
  it("is the list's first call when the request is the same: one request, its answer", async () => {
    precarregarBusca(ENTRADAS);
    const pagina = await buscarPropostas({ ...ENTRADAS });
    expect(chamadas).toHaveLength(1);
    expect(pagina).toEqual({
      data: [{ propostaAdesaoId: 101, nome: 'chamada 1', id: 101 }],
      total: 1,
    });
  });

  it('is taken once: the next call of the same page (a refresh) asks the server again', async () => {
    precarregarBusca(ENTRADAS);
    await buscarPropostas(ENTRADAS);
    const depois = await buscarPropostas(ENTRADAS);
    expect(chamadas).toHaveLength(2);
    expect(depois.data[0].nome).toBe('chamada 2');
  });

  it('is not served for another request, which asks for itself', async () => {
    precarregarBusca(ENTRADAS);
    const outra = await buscarPropostas(PAGINA_2);
    expect(chamadas).toHaveLength(2);
    expect(chamadas[1]).toMatchObject({ pagina: 2 });
    expect(outra.data[0].nome).toBe('chamada 2');
  });

  it('is not served to another user signed in since', async () => {
    precarregarBusca(ENTRADAS);
    storeSignedInSession(['Enfermeiro']);
    writeUser({ ...readUser()!, id: 999 });
    await buscarPropostas(ENTRADAS);
    expect(chamadas).toHaveLength(2);
  });

  it('is not served once it is 10 seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    precarregarBusca(ENTRADAS);
    vi.setSystemTime(Date.now() + 10_000);
    const pagina = await buscarPropostas(ENTRADAS);
    expect(chamadas).toHaveLength(2);
    expect(pagina.data[0].nome).toBe('chamada 2');
  });

  it("is forgotten when it fails: the list's own call is made and answered", async () => {
    falhar = true;
    precarregarBusca(ENTRADAS);
    await vi.waitFor(() => expect(chamadas).toHaveLength(1));
    // Let the failure settle before the list asks.
    await new Promise((resolve) => setImmediate(resolve));
    falhar = false;
    const pagina = await buscarPropostas(ENTRADAS);
    expect(chamadas).toHaveLength(2);
    expect(pagina.total).toBe(1);
  });

  it("goes into the area's query cache under react-admin's key, at once when it is here", async () => {
    precarregarBusca(ENTRADAS);
    await vi.waitFor(() => expect(chamadas).toHaveLength(1));
    await new Promise((resolve) => setImmediate(resolve));
    const cache = new QueryClient();
    semearCache(cache, 'proposta');
    expect(cache.getQueryData(CHAVE)).toEqual({
      data: [{ propostaAdesaoId: 101, nome: 'chamada 1', id: 101 }],
      total: 1,
    });
    // Another page's key stays empty.
    expect(cache.getQueryData(['proposta', 'getList', PAGINA_2])).toBeUndefined();
  });

  it('goes into the cache when it arrives, if the area starts before its answer', async () => {
    precarregarBusca(ENTRADAS);
    const cache = new QueryClient();
    semearCache(cache, 'proposta');
    expect(cache.getQueryData(CHAVE)).toBeUndefined();
    await vi.waitFor(() => expect(cache.getQueryData(CHAVE)).toMatchObject({ total: 1 }));
    expect(chamadas).toHaveLength(1);
  });

  it('puts nothing in the cache when there was no early call, or it is too old', async () => {
    const vazia = new QueryClient();
    semearCache(vazia, 'proposta');
    expect(vazia.getQueryCache().getAll()).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    precarregarBusca(ENTRADAS);
    vi.setSystemTime(Date.now() + 10_000);
    const velha = new QueryClient();
    semearCache(velha, 'proposta');
    expect(velha.getQueryCache().getAll()).toHaveLength(0);
    await buscarPropostas(ENTRADAS);
  });
});
