import type { DataProvider } from 'ra-core';
import type { TipoDocumento } from '../domain';
import { ConnectionError } from './errorHandler';
import { failure, parseBody, request, standardHeaders } from './httpClient';

/** A document's metadata as GET .../listarDocumentosAnexosSemArquivo answers it. */
export interface Documento {
  id: number;
  propostaAdesaoId: number;
  nomeArquivo: string;
  tipoDocumentoId: number;
  tipoNome: string;
  contentType: string;
  tamanho: number;
  usuario: string;
  dataCriacao: string;
}

async function blob(url: string, method = 'GET', signal?: AbortSignal): Promise<Blob> {
  const answer = await request<Blob>(url, { method, responseType: 'blob', signal });
  return answer.data;
}

/** A proposal's documents and selfie (the list itself is propostasDataProvider's). */
export interface DocumentosMethods {
  baixarDocumento(propostaId: number, docId: number, signal?: AbortSignal): Promise<Blob>;
  excluirDocumento(propostaId: number, docId: number): Promise<unknown>;
  /** The selfie, or null when the applicant has not sent one (404). */
  obterSelfie(propostaId: number, signal?: AbortSignal): Promise<Blob | null>;
  excluirSelfie(propostaId: number): Promise<unknown>;
  baixarDocumentosZip(propostaId: number): Promise<Blob>;
  /** The dossier; a failure is the server's JSON body, decoded into the error's message. */
  gerarDossie(propostaId: number): Promise<Blob>;
  /** Sends a file with upload progress (0–1). */
  anexarDocumento(
    propostaId: number,
    tipo: TipoDocumento,
    file: File,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<Documento>;
}

export type DocumentosDataProvider = DataProvider & DocumentosMethods;

export const documentosMethods: DocumentosMethods = {
  baixarDocumento: (propostaId, docId, signal) =>
    blob(`/api/documento/propostaAdesao/${propostaId}/documentoAnexo/${docId}`, 'GET', signal),

  excluirDocumento: (propostaId, docId) =>
    request(`/api/documento/propostaAdesao/${propostaId}/documentoAnexo/${docId}`, {
      method: 'DELETE',
    }),

  async obterSelfie(propostaId, signal) {
    try {
      return await blob(
        `/api/documento/propostaAdesao/${propostaId}/selfieBeneficiario`,
        'GET',
        signal,
      );
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },

  excluirSelfie: (propostaId) =>
    request(`/api/documento/propostaAdesao/${propostaId}/selfieBeneficiario`, { method: 'DELETE' }),

  baixarDocumentosZip: (propostaId) => blob(`/api/documento/baixarArquivos/${propostaId}`, 'POST'),

  gerarDossie: (propostaId) => blob(`/api/documento/gerarPdf/${propostaId}`),

  /**
   * POST api/adesao/{id}/documento/{tipo}/anexar. XMLHttpRequest, because fetch reports no
   * upload progress; the headers and the failures are the client's own.
   */
  async anexarDocumento(propostaId, tipo, file, onProgress, signal) {
    const headers = await standardHeaders();
    const form = new FormData();
    form.append('arquivo', file, file.name);
    return new Promise<Documento>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api/adesao/${propostaId}/documento/${tipo.slug}/anexar`);
      headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const body = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve((body as { data: Documento }).data);
        } else reject(failure(xhr.status, xhr.statusText, body));
      };
      xhr.onerror = () => reject(new ConnectionError());
      // Only the signal aborts it: reject as fetch does, with the signal's reason (an
      // AbortError). The callers drop an AbortError unseen, so no text of ours is needed.
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  },
};
