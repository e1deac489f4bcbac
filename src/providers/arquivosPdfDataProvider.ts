import type { DataProvider } from 'ra-core';
import { request } from './httpClient';

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

/** A registry record's PDF (contract, addendum, price table): send it, download it. */
export interface ArquivosPdfMethods {
  /** The server's messages. */
  enviarPdf(recurso: RecursoPdf, id: string | number, arquivo: File): Promise<string[]>;
  baixarPdf(recurso: RecursoPdf, id: string | number): Promise<Blob>;
}

export type ArquivosPdfDataProvider = DataProvider & ArquivosPdfMethods;

export const arquivosPdfMethods: ArquivosPdfMethods = {
  async enviarPdf(recurso, id, arquivo) {
    const body = new FormData();
    body.append('arquivo', arquivo, arquivo.name);
    const answer = await request(urlOf(recurso, id), { method: 'POST', body });
    return answer.messages;
  },
  async baixarPdf(recurso, id) {
    const answer = await request<Blob>(urlOf(recurso, id), { responseType: 'blob' });
    return answer.data;
  },
};
