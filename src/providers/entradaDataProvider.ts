import type { DataProvider } from 'ra-core';
import type { EntradaCriada, TipoEntrada } from '../domain';
import { api, request } from './httpClient';

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

/** The entry form's calls (server/modules/entrada): its options, its autosaved draft, creation. */
export interface EntradaMethods {
  obterOpcoesCadastro(signal?: AbortSignal): Promise<OpcoesCadastro>;
  listarRascunhosEntrada(tipo: TipoEntrada, signal?: AbortSignal): Promise<RascunhoEntrada[]>;
  obterRascunhoEntrada(id: number, signal?: AbortSignal): Promise<RascunhoEntrada>;
  criarRascunhoEntrada(tipo: TipoEntrada): Promise<RascunhoEntrada>;
  salvarRascunhoEntrada(
    id: number,
    body: { dados: unknown; passo: number; versao: number },
  ): Promise<RascunhoEntrada>;
  /** The success notice is the server's sentence (it differs for an under-49 holder). */
  criarEntrada(
    form: unknown,
    rascunhoId?: number,
  ): Promise<{ criada: EntradaCriada; mensagem: string }>;
}

export type EntradaDataProvider = DataProvider & EntradaMethods;

export const entradaMethods: EntradaMethods = {
  obterOpcoesCadastro: (signal) =>
    api.get<OpcoesCadastro>('/api/adesao/opcoesCadastro', { signal }),
  listarRascunhosEntrada: (tipo, signal) =>
    api.get<RascunhoEntrada[]>(`/api/rascunhoEntrada?tipo=${tipo}`, { signal }),
  obterRascunhoEntrada: (id, signal) =>
    api.get<RascunhoEntrada>(`/api/rascunhoEntrada/${id}`, { signal }),
  criarRascunhoEntrada: (tipo) =>
    api.post<RascunhoEntrada>('/api/rascunhoEntrada', { tipo, dados: {} }),
  salvarRascunhoEntrada: (id, body) => api.put<RascunhoEntrada>(`/api/rascunhoEntrada/${id}`, body),
  async criarEntrada(form, rascunhoId) {
    const answer = await request<EntradaCriada>(
      `/api/adesao/criar${rascunhoId ? `?rascunhoId=${rascunhoId}` : ''}`,
      { method: 'POST', body: form },
    );
    return { criada: answer.data, mensagem: answer.messages[0] ?? '' };
  },
};
