import type { DataProvider, GetListParams } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../domain';
import { api, request } from './httpClient';

/**
 * The managers' view of the outbox (GET api/integracoes/mensagens and the retry of a dead
 * letter), spread over the stock provider as the proposal workspace does (wrap, do not rewrite).
 */

/** The permission table's resource name: react-admin's List asks canAccess with it. */
export const INTEGRACOES = 'integracao';

/** One outbox message as the API answers it (server/modules/integracoes/mensagens.ts). */
export interface MensagemIntegracao {
  id: number;
  topico: string;
  topicoNome: string;
  situacao: string;
  situacaoNome: string;
  tentativas: number;
  ultimoErro: string | null;
  propostaAdesaoId: number | null;
  /** The proposal's contract number, the number people know it by. */
  numeroContrato: number | null;
  dataCriacao: string;
  dataProximaTentativa: string | null;
  dataUltimaTentativa: string | null;
  dataEntrega: string | null;
}

/** The list filters the API takes; anything else in react-admin's filter is not sent. */
const FILTERS = ['situacao', 'topico', 'propostaAdesaoId'] as const;

/**
 * react-admin's list params to the API's query string. The API pages from 1, like react-admin,
 * and always answers newest first, so there is no sort to send.
 */
export function toMensagensQuery(params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams({
    pagina: String(params.pagination?.page ?? 1),
    pageSize: String(params.pagination?.perPage ?? DEFAULT_PAGE_SIZE),
  });
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of FILTERS) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

export interface IntegracoesMethods {
  /**
   * Puts a dead letter back in the queue. Answers the message as it now is and the server's
   * words for it ('Mensagem recolocada na fila de envio.'), for the success notice.
   */
  reprocessarMensagem(id: number): Promise<{ data: MensagemIntegracao; messages: string[] }>;
}

export type IntegracoesDataProvider = DataProvider & IntegracoesMethods;

export function withIntegracoes<T extends DataProvider>(base: T): T & IntegracoesMethods {
  return {
    ...base,

    async reprocessarMensagem(id) {
      const answer = await request<MensagemIntegracao>(
        `/api/integracoes/mensagens/${id}/reprocessar`,
        { method: 'POST' },
      );
      return { data: answer.data, messages: answer.messages };
    },

    async getList(resource, params) {
      if (resource !== INTEGRACOES) return base.getList(resource, params);
      const result = await api.get<{ itens: MensagemIntegracao[]; total: number }>(
        `/api/integracoes/mensagens?${toMensagensQuery(params)}`,
        { signal: params.signal },
      );
      // react-admin's methods are generic over a record type only the caller knows.
      return { data: result.itens, total: result.total } as never;
    },
  };
}
