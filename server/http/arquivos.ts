import type { FastifyRequest } from 'fastify';
import { nomeArquivoSeguro } from '../../src/domain';
import { badRequest, HttpError } from './errors';

export const MB = 1024 * 1024;

/** The one file of a multipart upload, read whole. */
export interface ArquivoEnviado {
  nome: string;
  /** What the browser declared; the services check the bytes themselves. */
  mimeDeclarado: string;
  conteudo: Buffer;
  /** True when the file hit the size limit (the service refuses it). */
  truncado: boolean;
}

/**
 * Reads the file of a multipart request (documents, the PDF registries, the room's recordings)
 * within `maxMb`: 400 with `vazio` when there is none, 413 with `grande` when it is larger. The
 * route's scope registers @fastify/multipart; the limit here is per request, so it can come from
 * the operator's parameters.
 */
export async function lerArquivoEnviado(
  request: FastifyRequest,
  { maxMb, vazio, grande }: { maxMb: number; vazio: string; grande: string },
): Promise<ArquivoEnviado> {
  if (!request.isMultipart()) throw badRequest(vazio);
  const part = await request.file({ limits: { fileSize: maxMb * MB } });
  if (!part) throw badRequest(vazio);
  try {
    const conteudo = await part.toBuffer();
    return {
      nome: part.filename,
      mimeDeclarado: part.mimetype,
      conteudo,
      truncado: part.file.truncated,
    };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, [grande]);
    }
    throw error;
  }
}

/**
 * Content-Disposition for a download, with an ASCII fallback name and the UTF-8 one
 * (RFC 6266 / 5987), so a name with accents reaches every browser and none can break the header.
 */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  nome: string,
  fallback = 'arquivo',
): string {
  const safe = nomeArquivoSeguro(nome, fallback);
  const ascii =
    safe
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\"]/g, '') || fallback;
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
