import type { DataProvider } from 'ra-core';
import { consultaDeLista } from './consultaDeLista';
import { api } from './httpClient';

/**
 * The health manager's two lists on 'listar-avaliacoes', as react-admin resources so each is a
 * react-admin list with its page, size and filters kept in the area's store: the assessments
 * (GET api/AvaliacaoSaude/avaliacoes) and the access log of health data
 * (GET api/AvaliacaoSaude/acessos). Read only.
 */

/** The permission table's key for the assessments' list (the server asks the same). */
export const AVALIACOES_REALIZADAS = 'avaliacao-saude';
/** The access log's permission key: read by the health manager only. */
export const ACESSOS_SAUDE_REGISTRO = 'acesso-saude';

export interface AvaliacaoRealizada {
  id: number;
  numeroContrato: number;
  nome: string;
  situacaoPropostaAdesaoId: number | null;
  enfermeiro: string | null;
  data: string;
  resultado: string;
}

export interface AcessoSaude {
  id: number;
  usuario: string;
  numeroContrato: number | null;
  nome: string | null;
  acao: string;
  dataAcesso: string;
}

/** The access log's search (AcessosFiltro): contract, user, kind of access, calendar days. */
const FILTROS_ACESSOS = ['numeroContrato', 'usuario', 'acao', 'de', 'ate'] as const;

const ENDERECOS: Record<string, { url: string; filtros: readonly string[] }> = {
  [AVALIACOES_REALIZADAS]: { url: '/api/AvaliacaoSaude/avaliacoes', filtros: [] },
  [ACESSOS_SAUDE_REGISTRO]: { url: '/api/AvaliacaoSaude/acessos', filtros: FILTROS_ACESSOS },
};

export function withAvaliacoesRealizadas<T extends DataProvider>(base: T): T {
  return {
    ...base,
    async getList(resource, params) {
      const endereco = ENDERECOS[resource];
      if (!endereco) return base.getList(resource, params);
      const result = await api.get<{ itens: unknown[]; total: number }>(
        `${endereco.url}?${consultaDeLista(params, endereco.filtros)}`,
        { signal: params.signal },
      );
      // react-admin's methods are generic over a record type only the caller knows.
      return { data: result.itens, total: result.total } as never;
    },
  };
}
