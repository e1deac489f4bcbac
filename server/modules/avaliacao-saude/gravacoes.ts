import { and, asc, eq, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Executor } from '../../db/client';
import { salasVideo, videosAvaliacao } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { storage } from '../documentos/service';
import { loadVisible } from '../propostas/detail-service';
import { SALA_VALIDADE_MS, salaDoEnfermeiro } from './sala-acesso';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The recorder's bitrate (src/components/video/gravador.ts) makes about 3.5 MB a minute: this
 * ceiling holds a 40-minute assessment with room to spare, and stops a runaway upload.
 */
export const GRAVACAO_MAX_MB = 150;
export const GRAVACAO_VAZIA = servidor.avaliacaoSaude.envieArquivoGravacao;
export const GRAVACAO_FORMATO = servidor.avaliacaoSaude.gravacaoDeveSerVideo;
export const gravacaoGrande = (mb: number) => `A gravação deve ter no máximo ${mb} MB.`;
export const VIDEO_NAO_ENCONTRADO = servidor.avaliacaoSaude.videoNaoEncontrado;

/** The API's address of a stored video (GET, health manager, access-logged). */
export const urlDoVideo = (id: number) => `/api/AvaliacaoSaude/videos/${id}`;

/**
 * The nurse's browser sends the call's recording when the call ends. WebM by its bytes, never
 * by the declared type. It fills the room's pending row ('Sala ainda aberta', or 'failed' if
 * the room was closed first), or adds one when the room has none pending.
 */
export async function salvarGravacao(
  db: Database,
  user: CurrentUser,
  salaId: number,
  arquivo: { conteudo: Buffer; truncado: boolean },
) {
  const { sala } = await salaDoEnfermeiro(db, user, salaId);
  if (arquivo.truncado || arquivo.conteudo.length > GRAVACAO_MAX_MB * 1024 * 1024) {
    throw new HttpError(413, [gravacaoGrande(GRAVACAO_MAX_MB)]);
  }
  if (arquivo.conteudo.length === 0) throw badRequest(GRAVACAO_VAZIA);
  const formato = await fileTypeFromBuffer(arquivo.conteudo);
  if (formato?.mime !== 'video/webm') throw new HttpError(415, [GRAVACAO_FORMATO]);
  return db.transaction(async (tx) => {
    const chave = await storage.put(tx, arquivo.conteudo);
    const gravado = {
      status: 'composition-available',
      chaveArmazenamento: chave,
      tipoConteudo: formato.mime,
      tamanhoBytes: arquivo.conteudo.length,
      dataGravacao: new Date(),
    };
    const [pendente] = await tx
      .select({ id: videosAvaliacao.id })
      .from(videosAvaliacao)
      .where(
        and(eq(videosAvaliacao.salaVideoId, salaId), isNull(videosAvaliacao.chaveArmazenamento)),
      )
      .orderBy(asc(videosAvaliacao.id))
      .limit(1);
    const [row] = pendente
      ? await tx
          .update(videosAvaliacao)
          .set(gravado)
          .where(eq(videosAvaliacao.id, pendente.id))
          .returning()
      : await tx
          .insert(videosAvaliacao)
          .values({
            ...gravado,
            salaVideoId: salaId,
            propostaAdesaoId: sala.propostaAdesaoId,
            enfermeiroId: user.id,
          })
          .returning();
    return { id: String(row.id), status: row.status, url: urlDoVideo(row.id) };
  });
}

/**
 * The audit list: every recording of the proposal, oldest first. A pending row whose room
 * expired without an upload will never get one: it reads as failed.
 */
export async function listarVideos(db: Executor, propostaAdesaoId: number) {
  const rows = await db
    .select({ video: videosAvaliacao, sala: salasVideo })
    .from(videosAvaliacao)
    .innerJoin(salasVideo, eq(salasVideo.id, videosAvaliacao.salaVideoId))
    .where(eq(videosAvaliacao.propostaAdesaoId, propostaAdesaoId))
    .orderBy(asc(videosAvaliacao.dataCriacao), asc(videosAvaliacao.id));
  return rows.map(({ video, sala }) => {
    const expirou = Date.now() - sala.dataCriacao.getTime() > SALA_VALIDADE_MS;
    const status =
      video.status === 'composition-hook-failed' && expirou ? 'composition-failed' : video.status;
    return {
      id: String(video.id),
      status,
      url: video.chaveArmazenamento ? urlDoVideo(video.id) : null,
      dataCriacao: video.dataCriacao.toISOString(),
      tamanhoBytes: video.tamanhoBytes,
    };
  });
}

/** One stored recording's bytes, for a user who may see its proposal. */
export async function lerVideo(db: Executor, user: CurrentUser, id: number) {
  const [video] = await db.select().from(videosAvaliacao).where(eq(videosAvaliacao.id, id));
  if (!video?.chaveArmazenamento) throw notFound(VIDEO_NAO_ENCONTRADO);
  await loadVisible(db, user, video.propostaAdesaoId);
  const conteudo = await storage.get(db, video.chaveArmazenamento);
  if (!conteudo) throw notFound(VIDEO_NAO_ENCONTRADO);
  return { video, conteudo };
}
