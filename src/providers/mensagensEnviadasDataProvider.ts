import type { DataProvider, GetListParams } from 'ra-core';
import { consultaDeLista } from './consultaDeLista';
import { api } from './httpClient';

/**
 * 'Mensagens enviadas' (GET api/mensagens-enviadas and /:id): the built-in outbox the
 * administrator reads outside production. Read only: list and show.
 */

/** The permission table's resource name: react-admin's List and Show ask canAccess with it. */
export const MENSAGENS_ENVIADAS = 'mensagem-enviada';

/** One kept message as the API answers it (server/modules/mensagens-enviadas/routes.ts). */
export interface MensagemEnviada {
  id: number;
  canal: 'email' | 'sms';
  destinatario: string;
  assunto: string | null;
  texto: string;
  modelo: string | null;
  dataEnvio: string;
}

const FILTERS = ['canal', 'destinatario'] as const;

/** react-admin's list params to the API's query (pages from 1; always newest first). */
export function toMensagensEnviadasQuery(params: Partial<GetListParams>): URLSearchParams {
  return consultaDeLista(params, FILTERS);
}

export function withMensagensEnviadas<T extends DataProvider>(base: T): T {
  return {
    ...base,
    async getList(resource, params) {
      if (resource !== MENSAGENS_ENVIADAS) return base.getList(resource, params);
      const result = await api.get<{ itens: MensagemEnviada[]; total: number }>(
        `/api/mensagens-enviadas?${toMensagensEnviadasQuery(params)}`,
        { signal: params.signal },
      );
      // react-admin's methods are generic over a record type only the caller knows.
      return { data: result.itens, total: result.total } as never;
    },
    async getOne(resource, params) {
      if (resource !== MENSAGENS_ENVIADAS) return base.getOne(resource, params);
      const data = await api.get<MensagemEnviada>(
        `/api/mensagens-enviadas/${encodeURIComponent(String(params.id))}`,
        { signal: params.signal },
      );
      return { data } as never;
    },
  };
}
