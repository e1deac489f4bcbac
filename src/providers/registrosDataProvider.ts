import type { DataProvider } from 'ra-core';
import { api } from './httpClient';

/** One change of a declared registry's record (server/crud). */
export interface AlteracaoRegistro {
  id: number;
  acao: 'criado' | 'alterado' | 'desativado' | 'removido';
  alteracoes: Record<string, { de: unknown; para: unknown }>;
  autor: string;
  data: string;
}

/** The declared registries' calls beyond CRUD (which ra-data-simple-rest makes). */
export interface RegistrosMethods {
  obterHistoricoRegistro(recurso: string, id: string | number): Promise<AlteracaoRegistro[]>;
}

export type RegistrosDataProvider = DataProvider & RegistrosMethods;

export const registrosMethods: RegistrosMethods = {
  obterHistoricoRegistro: (recurso, id) =>
    api.get<AlteracaoRegistro[]>(`/api/${recurso}/${id}/historico`),
};
