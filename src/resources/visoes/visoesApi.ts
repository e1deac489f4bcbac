import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AreaId } from '../../domain';
import { api } from '../../providers/httpClient';

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

// The column choices are read through precargaColunas.ts (part of the first download).
export const visoesApi = {
  listar: (area: AreaId) => api.get<VisaoSalva[]>(`/api/visoes/${area}`),
  criar: (area: AreaId, visao: NovaVisao) => api.post<{ id: number }>(`/api/visoes/${area}`, visao),
  excluir: (area: AreaId, id: number) => api.delete<null>(`/api/visoes/${area}/${id}`),
  gravarColunas: (area: AreaId, colunas: ColunasEscolhidas) =>
    api.put<null>(`/api/colunas/${area}`, colunas),
};

const chaveDasVisoes = (area: AreaId) => ['visoes', area] as const;

/** The area's saved views, shared by the sidebar and every list's 'Visões' button. */
export function useVisoesSalvas(area: AreaId) {
  return useQuery({
    queryKey: chaveDasVisoes(area),
    queryFn: () => visoesApi.listar(area),
    staleTime: 60_000,
  });
}

export function useRecarregarVisoes(area: AreaId) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: chaveDasVisoes(area) }),
    [queryClient, area],
  );
}
