import { api, request } from '../../providers/httpClient';

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

export const parametrosQueryKey = ['parametros'] as const;
export const historicoQueryKey = ['parametros', 'historico'] as const;

export const parametrosApi = {
  listar: (signal?: AbortSignal) => api.get<Parametro[]>('/api/parametros', { signal }),
  historico: (signal?: AbortSignal) =>
    api.get<AlteracaoParametro[]>('/api/parametros/historico', { signal }),
  async alterar(chave: string, valor: number, versao: number): Promise<string[]> {
    const answer = await request(`/api/parametros/${encodeURIComponent(chave)}`, {
      method: 'PUT',
      body: { valor, versao },
    });
    return answer.messages;
  },
};
