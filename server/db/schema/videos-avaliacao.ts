import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dataCriacao, timestamptz } from './columns';
import { salasVideo } from './declaracoes-saude';
import { propostasAdesao } from './propostas';
import { usuarios } from './users';

/**
 * The recordings of the video rooms, for the health manager's audit. A row is born when both
 * sides of a room first meet (the nurse's browser starts recording then) with the status
 * 'composition-hook-failed' ('Sala ainda aberta'); the upload at the end of the call stores the
 * bytes (document storage, `chaveArmazenamento`) and makes it 'composition-available'. Closing
 * the room without a recording leaves it 'composition-failed'. The status names are the spec's
 * (video composition statuses, src/domain/nursing.ts); see docs/decisions/0088-video-recording.md.
 */
export const videosAvaliacao = pgTable(
  'videos_avaliacao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salaVideoId: integer('sala_video_id')
      .notNull()
      .references(() => salasVideo.id),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    status: text('status').notNull(),
    /** The document storage's key of the bytes; null until the upload arrives. */
    chaveArmazenamento: text('chave_armazenamento'),
    tipoConteudo: text('tipo_conteudo'),
    tamanhoBytes: integer('tamanho_bytes'),
    enfermeiroId: integer('enfermeiro_id').references(() => usuarios.id),
    dataCriacao: dataCriacao(),
    dataGravacao: timestamptz('data_gravacao'),
  },
  (t) => [
    index('videos_avaliacao_proposta_idx').on(t.propostaAdesaoId),
    index('videos_avaliacao_sala_idx').on(t.salaVideoId),
  ],
);
