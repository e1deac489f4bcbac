import { request } from '../../providers/httpClient';

/** The registries that keep a PDF, by declared resource name. */
export type RecursoPdf = 'planos-saude' | 'aditivos-contrato' | 'tabelas-venda';

// Full literal URLs (tests/api/client-urls.test.ts checks that the server serves each one).
function urlOf(recurso: RecursoPdf, id: string | number): string {
  const key = encodeURIComponent(String(id));
  switch (recurso) {
    case 'planos-saude':
      return `/api/planos-saude/${key}/contrato`;
    case 'aditivos-contrato':
      return `/api/aditivos-contrato/${key}/pdf`;
    case 'tabelas-venda':
      return `/api/tabelas-venda/${key}/pdf`;
  }
}

export const pdfApi = {
  async enviar(recurso: RecursoPdf, id: string | number, arquivo: File): Promise<string[]> {
    const body = new FormData();
    body.append('arquivo', arquivo, arquivo.name);
    const answer = await request(urlOf(recurso, id), { method: 'POST', body });
    return answer.messages;
  },
  async baixar(recurso: RecursoPdf, id: string | number): Promise<Blob> {
    const answer = await request<Blob>(urlOf(recurso, id), { responseType: 'blob' });
    return answer.data;
  },
};
