import type { DataProvider } from 'ra-core';
import { api, request } from './httpClient';

export interface Parametro {
  chave: string;
  label: string;
  descricao: string;
  padrao: number;
  minimo: number;
  maximo: number;
  unidade: string;
  valor: number;
  /** 0 while the default is in force (no stored value). */
  versao: number;
  atualizadoEm: string | null;
}

export interface AlteracaoParametro {
  id: number;
  chave: string;
  label: string;
  de: unknown;
  para: unknown;
  autor: string;
  data: string;
}

/** The business constants: their values in force, their history, one changed at a time. */
export interface ParametrosMethods {
  obterParametros(signal?: AbortSignal): Promise<Parametro[]>;
  obterHistoricoParametros(signal?: AbortSignal): Promise<AlteracaoParametro[]>;
  /** The server's messages. */
  alterarParametro(chave: string, valor: number, versao: number): Promise<string[]>;
}

export type ParametrosDataProvider = DataProvider & ParametrosMethods;

export const parametrosMethods: ParametrosMethods = {
  obterParametros: (signal) => api.get<Parametro[]>('/api/parametros', { signal }),
  obterHistoricoParametros: (signal) =>
    api.get<AlteracaoParametro[]>('/api/parametros/historico', { signal }),
  async alterarParametro(chave, valor, versao) {
    const answer = await request(`/api/parametros/${encodeURIComponent(chave)}`, {
      method: 'PUT',
      body: { valor, versao },
    });
    return answer.messages;
  },
};
