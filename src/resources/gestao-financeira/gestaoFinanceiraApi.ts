import type { Pagador } from '../../domain';
import { api, request } from '../../providers/httpClient';

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

export const gestaoFinanceiraKey = (id: string) => ['gestao-financeira', id] as const;

export const gestaoFinanceiraApi = {
  ler: (id: string, signal?: AbortSignal) =>
    api.get<GestaoFinanceira>(`/api/adesao/${encodeURIComponent(id)}/gestaoFinanceira`, {
      signal,
    }),
  async alterarVencimento(id: number, versao: number, diaVencimento: number) {
    return (
      await request(`/api/adesao/${id}/alterarVencimento`, {
        method: 'PUT',
        body: { versao, diaVencimento },
      })
    ).messages;
  },
  async alterarPagador(id: number, versao: number, pagador: Pagador) {
    return (
      await request(`/api/adesao/${id}/pagador`, { method: 'PUT', body: { versao, ...pagador } })
    ).messages;
  },
};
