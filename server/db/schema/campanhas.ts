import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dataCriacao, versao } from './columns';
import { usuarios } from './users';

/**
 * Satisfaction campaigns (the health manager's): a question asked at one target (alvoId, what
 * is rated, e.g. 'avaliacao-saude') during one process (processoId, e.g. 'declaracao-saude').
 * When several are active for one target and process, the newest is asked.
 */
export const campanhas = pgTable(
  'campanhas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 150 }).notNull(),
    alvoId: varchar('alvo_id', { length: 60 }).notNull(),
    processoId: varchar('processo_id', { length: 60 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id),
    dataCriacao: dataCriacao(),
    /** Optimistic lock of the declared resource's edit screen. */
    versao: versao(),
  },
  (t) => [index('campanhas_alvo_processo_idx').on(t.alvoId, t.processoId)],
);

/** One answer (the 5-star rating as a string, '0' to '5', and the comment). One per user. */
export const respostasCampanhas = pgTable(
  'respostas_campanhas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campanhaId: integer('campanha_id')
      .notNull()
      .references(() => campanhas.id),
    processoId: varchar('processo_id', { length: 60 }).notNull(),
    identificadorUsuario: varchar('identificador_usuario', { length: 60 }).notNull(),
    valor: varchar('valor', { length: 1 }).notNull(),
    comentario: text('comentario'),
    alvoId: varchar('alvo_id', { length: 60 }).notNull(),
    dataCriacao: dataCriacao(),
  },
  (t) => [uniqueIndex('respostas_campanhas_usuario_key').on(t.campanhaId, t.identificadorUsuario)],
);
