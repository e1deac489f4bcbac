import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  DOCUMENTO_CONTEUDO_DIVERGENTE,
  DOCUMENTO_FORMATO_INVALIDO,
  DOCUMENTO_NAO_ENCONTRADO,
  DOCUMENTO_VAZIO,
  documentoTamanhoExcedido,
  extensaoDe,
  FORMATOS_DOCUMENTO,
  nomeArquivoSeguro,
  tipoDocumentoNome,
  type TipoDocumento,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { documentosAnexos as d } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { postgresStorage, type DocumentStorage } from './storage';

export const storage: DocumentStorage = postgresStorage;

export interface ArquivoRecebido {
  nome: string;
  /** The Content-Type the client declared for the part. */
  mimeDeclarado: string;
  conteudo: Buffer;
  /** True when the upload went past the size limit and was cut. */
  truncado: boolean;
}

/**
 * The file's format is decided by its bytes (file-type), never by its name: a PNG renamed
 * .pdf, or an .exe renamed .png, is refused. The name's extension and the declared type must
 * agree with what the bytes are.
 */
export async function validarArquivo(arquivo: ArquivoRecebido, maxMb: number) {
  if (arquivo.truncado || arquivo.conteudo.length > maxMb * 1024 * 1024) {
    throw new HttpError(413, [documentoTamanhoExcedido(maxMb)]);
  }
  if (arquivo.conteudo.length === 0) throw badRequest(DOCUMENTO_VAZIO);
  const sniffed = await fileTypeFromBuffer(arquivo.conteudo);
  const formato = FORMATOS_DOCUMENTO.find((f) => f.mime === sniffed?.mime);
  if (!formato) throw new HttpError(415, [DOCUMENTO_FORMATO_INVALIDO]);
  const extensao = extensaoDe(arquivo.nome);
  const declarado = arquivo.mimeDeclarado.toLowerCase();
  const extensaoConfere = (formato.extensoes as readonly string[]).includes(extensao);
  const declaradoConfere = declarado === formato.mime || declarado === 'application/octet-stream';
  if (!extensaoConfere || !declaradoConfere) {
    throw new HttpError(415, [DOCUMENTO_CONTEUDO_DIVERGENTE]);
  }
  return formato.mime;
}

type DocumentoRow = typeof d.$inferSelect;

export function toMetadata(row: DocumentoRow) {
  return {
    id: row.id,
    propostaAdesaoId: row.propostaAdesaoId,
    nomeArquivo: row.nomeArquivo,
    tipoDocumentoId: row.tipoDocumentoId,
    tipoNome: tipoDocumentoNome(row.tipoDocumentoId),
    contentType: row.contentType,
    tamanho: row.tamanho,
    usuario: row.usuario,
    dataCriacao: row.dataCriacao.toISOString(),
  };
}

export async function anexarDocumento(
  db: Database,
  user: CurrentUser,
  propostaId: number,
  tipo: TipoDocumento,
  arquivo: ArquivoRecebido,
  maxMb: number,
) {
  await loadVisible(db, user, propostaId);
  const contentType = await validarArquivo(arquivo, maxMb);
  const row = await db.transaction(async (tx) => {
    const chave = await storage.put(tx, arquivo.conteudo);
    const [created] = await tx
      .insert(d)
      .values({
        propostaAdesaoId: propostaId,
        tipoDocumentoId: tipo.id,
        nomeArquivo: nomeArquivoSeguro(arquivo.nome),
        contentType,
        tamanho: arquivo.conteudo.length,
        chaveArmazenamento: chave,
        usuarioId: user.id,
        usuario: user.nome,
      })
      .returning();
    return created;
  });
  return toMetadata(row);
}

/** The live documents of a visible proposal, newest first; `tipoId` narrows to one kind. */
export async function listarDocumentos(
  db: Executor,
  user: CurrentUser,
  propostaId: number,
  tipoId?: number,
) {
  await loadVisible(db, user, propostaId);
  const rows = await db
    .select()
    .from(d)
    .where(
      and(
        eq(d.propostaAdesaoId, propostaId),
        isNull(d.dataExclusao),
        tipoId == null ? undefined : eq(d.tipoDocumentoId, tipoId),
      ),
    )
    .orderBy(desc(d.dataCriacao), desc(d.id));
  return rows.map(toMetadata);
}

async function loadDocumento(db: Executor, user: CurrentUser, propostaId: number, docId: number) {
  await loadVisible(db, user, propostaId);
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.id, docId), eq(d.propostaAdesaoId, propostaId), isNull(d.dataExclusao)));
  if (!row || !row.chaveArmazenamento) throw notFound(DOCUMENTO_NAO_ENCONTRADO);
  return row as DocumentoRow & { chaveArmazenamento: string };
}

export async function lerDocumento(
  db: Executor,
  user: CurrentUser,
  propostaId: number,
  docId: number,
) {
  const row = await loadDocumento(db, user, propostaId, docId);
  const conteudo = await storage.get(db, row.chaveArmazenamento);
  if (!conteudo) throw notFound(DOCUMENTO_NAO_ENCONTRADO);
  return { ...toMetadata(row), conteudo };
}

/** Deleting keeps the row as the audit entry (who, when) and drops only the bytes. */
export async function excluirDocumento(
  db: Database,
  user: CurrentUser,
  propostaId: number,
  docId: number,
) {
  const row = await loadDocumento(db, user, propostaId, docId);
  await db.transaction(async (tx) => {
    await tx
      .update(d)
      .set({
        chaveArmazenamento: null,
        excluidoPorId: user.id,
        excluidoPor: user.nome,
        dataExclusao: new Date(),
      })
      .where(eq(d.id, row.id));
    await storage.remove(tx, row.chaveArmazenamento);
  });
}

/** Every live document with its bytes, oldest first (the ZIP's order). */
export async function lerTodosDocumentos(db: Executor, user: CurrentUser, propostaId: number) {
  await loadVisible(db, user, propostaId);
  const rows = await db
    .select()
    .from(d)
    .where(and(eq(d.propostaAdesaoId, propostaId), isNull(d.dataExclusao)))
    .orderBy(asc(d.id));
  const result: { nomeArquivo: string; tipoNome: string; id: number; conteudo: Buffer }[] = [];
  for (const row of rows) {
    const conteudo = row.chaveArmazenamento ? await storage.get(db, row.chaveArmazenamento) : null;
    if (conteudo) result.push({ ...toMetadata(row), conteudo });
  }
  return result;
}
