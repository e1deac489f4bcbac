import type { DataProvider } from 'ra-core';
import type { LinhaSincronizacao } from '../domain';
import { request } from './httpClient';

export interface ResumoSincronizacao {
  linhas: LinhaSincronizacao[];
  erros: number;
  criar: number;
  atualizar: number;
}

/** The CSV synchronisation's calls (spec 2.7): a preview, then the import of the whole file. */
export interface SincronizacaoMethods {
  previaSincronizacao(conteudo: string): Promise<ResumoSincronizacao>;
  /** The server's summary and message; a refused file (422) throws with the report in its body. */
  importarSincronizacao(
    conteudo: string,
  ): Promise<{ resumo: ResumoSincronizacao; messages: string[] }>;
}

export type SincronizacaoDataProvider = DataProvider & SincronizacaoMethods;

export const sincronizacaoMethods: SincronizacaoMethods = {
  async previaSincronizacao(conteudo) {
    const answer = await request<ResumoSincronizacao>('/api/sincronizacao/previa', {
      method: 'POST',
      body: { conteudo },
    });
    return answer.data;
  },
  async importarSincronizacao(conteudo) {
    const answer = await request<ResumoSincronizacao>('/api/sincronizacao/importar', {
      method: 'POST',
      body: { conteudo },
    });
    return { resumo: answer.data, messages: answer.messages };
  },
};
