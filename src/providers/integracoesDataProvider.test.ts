import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTEGRACOES, toMensagensQuery, withIntegracoes } from './integracoesDataProvider';
import { storeSignedInSession } from './testing/storedSession';

const ITEM = {
  id: 9,
  topico: 'erp.integrar-proposta',
  topicoNome: 'Integração da proposta com o ERP',
  situacao: 'pending',
  situacaoNome: 'Pendente',
  tentativas: 0,
  ultimoErro: 'ERP respondeu HTTP 503',
  propostaAdesaoId: 42,
  numeroContrato: 100042,
  dataCriacao: '2026-03-02T13:30:00.000Z',
  dataProximaTentativa: '2026-03-02T13:30:00.000Z',
  dataUltimaTentativa: null,
  dataEntrega: null,
};

const seen: Request[] = [];
const server = setupServer(
  http.get('*/api/integracoes/mensagens', ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ success: true, data: { itens: [ITEM], total: 31 }, messages: [] });
  }),
  http.post('*/api/integracoes/mensagens/:id/reprocessar', ({ request, params }) => {
    seen.push(request);
    if (params.id === '404') {
      return HttpResponse.json(
        { success: false, data: null, messages: ['Mensagem não encontrada.'] },
        { status: 404 },
      );
    }
    return HttpResponse.json({
      success: true,
      data: ITEM,
      messages: ['Mensagem recolocada na fila de envio.'],
    });
  }),
);

const base = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;
const provider = withIntegracoes(base);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  // One base provider for the file: a test that asks it must not speak for the next one
  // (a shuffled order ran 'corretores' first).
  vi.mocked(base.getList).mockClear();
  storeSignedInSession();
});

describe('the integrations data provider', () => {
  it("turns react-admin's page and filter into the API's query, leaving empty filters out", () => {
    const query = toMensagensQuery({
      pagination: { page: 3, perPage: 20 },
      filter: { situacao: 'dead', topico: '', propostaAdesaoId: 42, outro: 'x' },
    });
    expect(Object.fromEntries(query)).toEqual({
      pagina: '3',
      pageSize: '20',
      situacao: 'dead',
      propostaAdesaoId: '42',
    });
    expect(Object.fromEntries(toMensagensQuery({}))).toEqual({ pagina: '1', pageSize: '10' });
  });

  it('lists the outbox from api/integracoes/mensagens with its total', async () => {
    const result = await provider.getList(INTEGRACOES, {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { situacao: 'pending' },
    });
    expect(result).toEqual({ data: [ITEM], total: 31 });
    const url = new URL(seen[0].url);
    expect(url.searchParams.toString()).toBe('pagina=2&pageSize=5&situacao=pending');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(base.getList).not.toHaveBeenCalled();
  });

  it('leaves the other resources to the provider it wraps', async () => {
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await provider.getList('corretores', params);
    expect(base.getList).toHaveBeenCalledWith('corretores', params);
    expect(seen).toHaveLength(0);
  });

  it("retries a message and answers the server's words with it", async () => {
    const answer = await provider.reprocessarMensagem(9);
    expect(answer).toEqual({ data: ITEM, messages: ['Mensagem recolocada na fila de envio.'] });
    expect(seen[0].method).toBe('POST');
    expect(new URL(seen[0].url).pathname).toBe('/api/integracoes/mensagens/9/reprocessar');
  });

  it('rejects a refused retry with the status and messages of the envelope', async () => {
    await expect(provider.reprocessarMensagem(404)).rejects.toMatchObject({
      status: 404,
      message: 'Mensagem não encontrada.',
    });
  });
});
