import type { EntradaCriada, TipoEntrada } from '../../domain';
import { buscarCep } from '../../components/useBuscaCep';
import { api, request } from '../../providers/httpClient';

export interface OpcoesCadastro {
  planos: { id: number; nome: string; registroAns: string }[];
  corretores: { id: number; nome: string; concessionariaId: number; concessionariaNome: string }[];
}

export interface RascunhoEntrada {
  id: number;
  tipo: TipoEntrada;
  dados: Record<string, unknown>;
  passo: number;
  versao: number;
  dataAtualizacao: string;
}

/** The entry form's calls (server/modules/entrada). */
export const entradaApi = {
  opcoes: (signal?: AbortSignal) =>
    api.get<OpcoesCadastro>('/api/adesao/opcoesCadastro', { signal }),

  rascunhos: (tipo: TipoEntrada, signal?: AbortSignal) =>
    api.get<RascunhoEntrada[]>(`/api/rascunhoEntrada?tipo=${tipo}`, { signal }),

  rascunho: (id: number, signal?: AbortSignal) =>
    api.get<RascunhoEntrada>(`/api/rascunhoEntrada/${id}`, { signal }),

  novoRascunho: (tipo: TipoEntrada) =>
    api.post<RascunhoEntrada>('/api/rascunhoEntrada', { tipo, dados: {} }),

  salvarRascunho: (id: number, body: { dados: unknown; passo: number; versao: number }) =>
    api.put<RascunhoEntrada>(`/api/rascunhoEntrada/${id}`, body),

  descartarRascunho: (id: number) => api.delete(`/api/rascunhoEntrada/${id}`),

  /** The success notice is the server's sentence (it differs for an under-49 holder). */
  async criar(form: unknown, rascunhoId?: number) {
    const answer = await request<EntradaCriada>(
      `/api/adesao/criar${rascunhoId ? `?rascunhoId=${rascunhoId}` : ''}`,
      { method: 'POST', body: form },
    );
    return { criada: answer.data, mensagem: answer.messages[0] ?? '' };
  },

  /** The CEP service: street, district, city and state of a postal code. */
  cep: buscarCep,
};
