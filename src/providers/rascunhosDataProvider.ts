import type { DataProvider } from 'ra-core';
import type { PropostaListItem } from '../resources/propostas/types';
import { api } from './httpClient';

export type PendenteLiberacao = PropostaListItem & { idade: number };

/**
 * The drafts' screens: unsent proposals, the under-49 releases, the direct search. Each command
 * reads the proposal's current version right before it, so a draft changed meanwhile (released,
 * discarded, sent) is judged as it is now (409).
 */
export interface RascunhosMethods {
  pesquisarPropostas(termo: string): Promise<{ itens: PropostaListItem[]; total: number }>;
  listarRascunhos(): Promise<{ itens: PropostaListItem[] }>;
  listarPendentesLiberacaoIdade(): Promise<{ itens: PendenteLiberacao[] }>;
  liberarIdade(propostaId: number): Promise<unknown>;
  recusarLiberacaoIdade(propostaId: number, motivo: string): Promise<unknown>;
  descartarRascunho(propostaId: number): Promise<unknown>;
  submeterRascunho(propostaId: number): Promise<unknown>;
}

export type RascunhosDataProvider = DataProvider & RascunhosMethods;

const versaoAtual = async (id: number) =>
  (await api.get<{ versao: number }>(`/api/adesao/${id}`)).versao;

export const rascunhosMethods: RascunhosMethods = {
  pesquisarPropostas: (termo) =>
    api.post<{ itens: PropostaListItem[]; total: number }>('/api/adesao/pesquisar', {
      termo,
      pageSize: 50,
    }),
  listarRascunhos: () =>
    api.post<{ itens: PropostaListItem[] }>('/api/adesao/rascunhos', {
      pageSize: 100,
      orderBy: 'dataCriacao',
    }),
  listarPendentesLiberacaoIdade: () =>
    api.post<{ itens: PendenteLiberacao[] }>('/api/adesao/liberacaoIdade/pendentes', {
      pageSize: 100,
    }),
  liberarIdade: async (id) =>
    api.post(`/api/adesao/${id}/liberarIdade`, { versao: await versaoAtual(id) }),
  recusarLiberacaoIdade: async (id, motivo) =>
    api.post(`/api/adesao/${id}/recusarLiberacaoIdade`, { versao: await versaoAtual(id), motivo }),
  descartarRascunho: async (id) =>
    api.post(`/api/adesao/${id}/descartarRascunho`, { versao: await versaoAtual(id) }),
  submeterRascunho: async (id) =>
    api.post(`/api/adesao/${id}/submeter`, { versao: await versaoAtual(id) }),
};
