import type { DataProvider } from 'ra-core';
import type { Pagador } from '../domain';
import { api, request } from './httpClient';

export interface GestaoFinanceira {
  id: number;
  versao: number;
  nome: string;
  cpf: string;
  situacao: string;
  plano: string | null;
  diaVencimento: number | null;
  podeAlterarVencimento: boolean;
  pagador: Pagador;
}

/** A proposal's financial management: its due day and payer, each saved on its own. */
export interface GestaoFinanceiraMethods {
  obterGestaoFinanceira(id: string, signal?: AbortSignal): Promise<GestaoFinanceira>;
  /** The server's messages. */
  alterarVencimento(id: number, versao: number, diaVencimento: number): Promise<string[]>;
  alterarPagador(id: number, versao: number, pagador: Pagador): Promise<string[]>;
}

export type GestaoFinanceiraDataProvider = DataProvider & GestaoFinanceiraMethods;

export const gestaoFinanceiraMethods: GestaoFinanceiraMethods = {
  obterGestaoFinanceira: (id, signal) =>
    api.get<GestaoFinanceira>(`/api/adesao/${encodeURIComponent(id)}/gestaoFinanceira`, {
      signal,
    }),
  async alterarVencimento(id, versao, diaVencimento) {
    return (
      await request(`/api/adesao/${id}/alterarVencimento`, {
        method: 'PUT',
        body: { versao, diaVencimento },
      })
    ).messages;
  },
  async alterarPagador(id, versao, pagador) {
    return (
      await request(`/api/adesao/${id}/pagador`, { method: 'PUT', body: { versao, ...pagador } })
    ).messages;
  },
};
