import type { TipoDocumento } from '../../domain';
import { ConnectionError } from '../../providers/errorHandler';
import { failure, parseBody, request, standardHeaders } from '../../providers/httpClient';

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

export const documentosQueryKey = (propostaId: number) => ['documentos', propostaId] as const;
export const selfieQueryKey = (propostaId: number) => ['selfie', propostaId] as const;

async function blob(url: string, method = 'GET', signal?: AbortSignal): Promise<Blob> {
  const answer = await request<Blob>(url, { method, responseType: 'blob', signal });
  return answer.data;
}

export const documentosApi = {
  arquivo: (propostaId: number, docId: number, signal?: AbortSignal) =>
    blob(`/api/documento/propostaAdesao/${propostaId}/documentoAnexo/${docId}`, 'GET', signal),

  excluir: (propostaId: number, docId: number) =>
    request(`/api/documento/propostaAdesao/${propostaId}/documentoAnexo/${docId}`, {
      method: 'DELETE',
    }),

  /** The selfie, or null when the applicant has not sent one (404). */
  async selfie(propostaId: number, signal?: AbortSignal): Promise<Blob | null> {
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

  excluirSelfie: (propostaId: number) =>
    request(`/api/documento/propostaAdesao/${propostaId}/selfieBeneficiario`, { method: 'DELETE' }),

  zip: (propostaId: number) => blob(`/api/documento/baixarArquivos/${propostaId}`, 'POST'),

  /** The dossier; a failure is the server's JSON body, decoded into the error's message. */
  dossie: (propostaId: number) => blob(`/api/documento/gerarPdf/${propostaId}`),
};

/**
 * POST api/adesao/{id}/documento/{tipo}/anexar with upload progress (0–1). XMLHttpRequest,
 * because fetch reports no upload progress; the headers and the failures are the client's own.
 */
export async function enviarDocumento(
  propostaId: number,
  tipo: TipoDocumento,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Documento> {
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
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Hands a file to the browser as a download under the given name. */
export function salvarArquivo(file: Blob, nome: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
