import type { DataProvider } from 'ra-core';
import type { AreaId } from '../domain';
import { api } from './httpClient';

/** What a saved view restores (server/modules/visoes/schemas.ts). */
export interface EstadoLista {
  filtro: Record<string, unknown>;
  ordenacao: { campo: string; ordem: 'ASC' | 'DESC' };
  porPagina: number;
  colunasOcultas: string[];
  ordemColunas?: number[] | null;
}

export interface VisaoSalva {
  id: number;
  /** The list's route in the area ('propostas-entradas'). */
  lista: string;
  nome: string;
  compartilhada: boolean;
  /** The user's own view: only then may it be removed. */
  propria: boolean;
  autor: string;
  estado: EstadoLista;
}

export interface NovaVisao {
  lista: string;
  nome: string;
  compartilhada: boolean;
  estado: EstadoLista;
}

export interface ColunasEscolhidas {
  chave: string;
  ocultas: string[];
  ordem: number[] | null;
}

/**
 * The lists' saved views and the user's column choices, per area. This module imports nothing
 * but the HTTP client: the column choices are read during the first download
 * (src/resources/visoes/precargaColunas.ts) and written by the area's store, outside React.
 */
export interface VisoesMethods {
  listarVisoes(area: AreaId): Promise<VisaoSalva[]>;
  criarVisao(area: AreaId, visao: NovaVisao): Promise<{ id: number }>;
  excluirVisao(area: AreaId, id: number): Promise<null>;
  lerColunas(area: AreaId): Promise<ColunasEscolhidas[]>;
  gravarColunas(area: AreaId, colunas: ColunasEscolhidas): Promise<null>;
}

export type VisoesDataProvider = DataProvider & VisoesMethods;

export const visoesMethods: VisoesMethods = {
  listarVisoes: (area) => api.get<VisaoSalva[]>(`/api/visoes/${area}`),
  criarVisao: (area, visao) => api.post<{ id: number }>(`/api/visoes/${area}`, visao),
  excluirVisao: (area, id) => api.delete<null>(`/api/visoes/${area}/${id}`),
  lerColunas: (area) => api.get<ColunasEscolhidas[]>(`/api/colunas/${area}`),
  gravarColunas: (area, colunas) => api.put<null>(`/api/colunas/${area}`, colunas),
};
