import type { DataProvider } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../domain';
import { api } from './httpClient';

/** The permission table's resource name: react-admin's list asks canAccess with it. */
export const PROPOSTAS_PME = 'proposta-pme';

/** A row of POST api/propostaPme/buscar (document 2, section 7). */
export interface PmeListItem {
  id: number;
  numeroContrato: number;
  razaoSocial: string;
  cnpj: string;
  dataCriacao: string;
  situacao: number;
  situacaoNome: string;
  unidadeNome: string;
  uf: string;
  corretorNome: string | null;
  beneficiarios: number;
}

/** The list's filter as react-admin keeps it (and the export sends it). */
export interface FiltroPme {
  pesquisa?: string;
  situacao?: number;
}

/** The search's body without paging: the list and its server-side export share it. */
export function buscaPme(filter: FiltroPme) {
  return {
    pesquisa: filter.pesquisa || undefined,
    situacoes: filter.situacao == null ? undefined : [filter.situacao],
  };
}

/** The PME proposals' list over POST api/propostaPme/buscar (pages from 1). */
export function withPropostasPme<T extends DataProvider>(base: T): T {
  return {
    ...base,
    async getList(resource, params) {
      if (resource !== PROPOSTAS_PME) return base.getList(resource, params);
      const result = await api.post<{ itens: PmeListItem[]; total: number }>(
        '/api/propostaPme/buscar',
        {
          ...buscaPme((params.filter ?? {}) as FiltroPme),
          pagina: params.pagination?.page ?? 1,
          pageSize: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
        },
        { signal: params.signal },
      );
      // react-admin's methods are generic over a record type only the caller knows.
      return { data: result.itens, total: result.total } as never;
    },
  };
}
