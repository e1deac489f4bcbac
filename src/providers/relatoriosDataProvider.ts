import type { DataProvider } from 'ra-core';
import type { Grafico } from '../domain';
import { api } from './httpClient';

/** The reports: a Metabase dashboard's signed URL, its own aggregates, the file exports. */
export interface RelatoriosMethods {
  /** The signed embed URL, or null when Metabase is not configured for this dashboard. */
  obterUrlMetabase(id: number): Promise<string | null>;
  obterPainelRelatorio(id: number): Promise<Grafico[]>;
  /** A report as a file: `endpoint` is the report type's (src/domain/reports.ts). */
  exportarRelatorio(endpoint: string, formato: string, filtro: unknown): Promise<Blob>;
}

export type RelatoriosDataProvider = DataProvider & RelatoriosMethods;

export const relatoriosMethods: RelatoriosMethods = {
  obterUrlMetabase: (id) => api.get<string | null>(`/api/relatorio/url-metabase/${id}`),
  obterPainelRelatorio: (id) => api.get<Grafico[]>(`/api/relatorio/painel/${id}`),
  exportarRelatorio: (endpoint, formato, filtro) =>
    api.post<Blob>(`/${endpoint}?formato=${formato}`, filtro, { responseType: 'blob' }),
};
