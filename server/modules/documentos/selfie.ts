import { and, eq, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  SELFIE_FORMATO_INVALIDO,
  SELFIE_FORMATOS,
  SELFIE_NAO_ENCONTRADA,
  SELFIE_SUBSTITUIDA_POR,
  SELFIE_TAMANHO_EXCEDIDO,
  SELFIE_TAMANHO_MAXIMO_MB,
  SELFIE_VAZIA,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { selfiesBeneficiarios as s } from '../../db/schema';
import type { ArquivoEnviado } from '../../http/arquivos';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { storage } from './service';

type SelfieFormato = (typeof SELFIE_FORMATOS)[number];

const aceito = (mime: string | undefined): mime is SelfieFormato =>
  (SELFIE_FORMATOS as readonly string[]).includes(mime ?? '');

/**
 * A photo is judged by its bytes (file-type's magic numbers): an HTML page or a PDF declared
 * 'image/jpeg' is refused. The declared type, when the browser names one, must be an accepted
 * image too; between two accepted formats the bytes win (what is stored and served).
 */
export async function validarSelfie(arquivo: ArquivoEnviado): Promise<SelfieFormato> {
  if (arquivo.truncado || arquivo.conteudo.length > SELFIE_TAMANHO_MAXIMO_MB * 1024 * 1024) {
    throw new HttpError(413, [SELFIE_TAMANHO_EXCEDIDO]);
  }
  if (arquivo.conteudo.length === 0) throw badRequest(SELFIE_VAZIA);
  const declarado = arquivo.mimeDeclarado.toLowerCase();
  const sniffed = (await fileTypeFromBuffer(arquivo.conteudo))?.mime;
  if (!aceito(sniffed) || !(aceito(declarado) || declarado === 'application/octet-stream')) {
    throw new HttpError(415, [SELFIE_FORMATO_INVALIDO]);
  }
  return sniffed;
}

/**
 * Stores the applicant's selfie. One live selfie per proposal: a new photo (the applicant
 * retook it) replaces the previous one, whose row stays as the record of the replacement and
 * whose bytes go.
 */
export async function guardarSelfie(
  db: Database,
  propostaId: number,
  contentType: string,
  conteudo: Buffer,
) {
  return db.transaction(async (tx) => {
    const [anterior] = await tx
      .select({ id: s.id, chave: s.chaveArmazenamento })
      .from(s)
      .where(and(eq(s.propostaAdesaoId, propostaId), isNull(s.dataExclusao)))
      .for('update');
    if (anterior) {
      await tx
        .update(s)
        .set({
          chaveArmazenamento: null,
          excluidoPor: SELFIE_SUBSTITUIDA_POR,
          dataExclusao: new Date(),
        })
        .where(eq(s.id, anterior.id));
      if (anterior.chave) await storage.remove(tx, anterior.chave);
    }
    const chave = await storage.put(tx, conteudo);
    const [criada] = await tx
      .insert(s)
      .values({ propostaAdesaoId: propostaId, contentType, chaveArmazenamento: chave })
      .returning({ id: s.id, dataCriacao: s.dataCriacao });
    return criada;
  });
}

/** Whether the proposal has a live selfie, and since when (what the applicant's page asks). */
export async function situacaoSelfie(db: Executor, propostaId: number) {
  const [row] = await db
    .select({ dataCriacao: s.dataCriacao })
    .from(s)
    .where(and(eq(s.propostaAdesaoId, propostaId), isNull(s.dataExclusao)));
  return { enviada: !!row, dataEnvio: row?.dataCriacao.toISOString() ?? null };
}

async function loadSelfie(db: Executor, user: CurrentUser, propostaId: number) {
  await loadVisible(db, user, propostaId);
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.propostaAdesaoId, propostaId), isNull(s.dataExclusao)));
  if (!row || !row.chaveArmazenamento) throw notFound(SELFIE_NAO_ENCONTRADA);
  return row as typeof row & { chaveArmazenamento: string };
}

export async function lerSelfie(db: Executor, user: CurrentUser, propostaId: number) {
  const row = await loadSelfie(db, user, propostaId);
  const conteudo = await storage.get(db, row.chaveArmazenamento);
  if (!conteudo) throw notFound(SELFIE_NAO_ENCONTRADA);
  return { id: row.id, contentType: row.contentType, conteudo };
}

export async function excluirSelfie(db: Database, user: CurrentUser, propostaId: number) {
  const row = await loadSelfie(db, user, propostaId);
  await db.transaction(async (tx) => {
    await tx
      .update(s)
      .set({
        chaveArmazenamento: null,
        excluidoPorId: user.id,
        excluidoPor: user.nome,
        dataExclusao: new Date(),
      })
      .where(eq(s.id, row.id));
    await storage.remove(tx, row.chaveArmazenamento);
  });
  return row.id;
}
