import type { LinhaSincronizacao } from '../../domain';
import { request } from '../../providers/httpClient';

export interface ResumoSincronizacao {
  linhas: LinhaSincronizacao[];
  erros: number;
  criar: number;
  atualizar: number;
}

export const sincronizacaoApi = {
  async previa(conteudo: string): Promise<ResumoSincronizacao> {
    const answer = await request<ResumoSincronizacao>('/api/sincronizacao/previa', {
      method: 'POST',
      body: { conteudo },
    });
    return answer.data;
  },
  /** The server's summary and message; a refused file (422) throws with the report in its body. */
  async importar(conteudo: string): Promise<{ resumo: ResumoSincronizacao; messages: string[] }> {
    const answer = await request<ResumoSincronizacao>('/api/sincronizacao/importar', {
      method: 'POST',
      body: { conteudo },
    });
    return { resumo: answer.data, messages: answer.messages };
  },
};
