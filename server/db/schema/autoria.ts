import { integer, varchar } from 'drizzle-orm/pg-core';
import { dataAtualizacao, timestamptz } from './columns';
import { usuarios } from './users';

/**
 * The audit column groups: who wrote, removed or last changed a row, spread into the tables
 * that keep them. They sit apart from columns.ts because they reference `usuarios`, whose own
 * file reads columns.ts (one module cycle less). Each is a function so every table gets its own
 * column objects; the SQL is the same as writing them out (npm run db:generate finds nothing).
 */

/**
 * Who wrote the row: the user (null for the system) and the name shown beside the entry, kept as
 * it was then so a later rename does not rewrite the record.
 */
export const autoria = () => ({
  usuarioId: integer('usuario_id').references(() => usuarios.id),
  usuario: varchar('usuario', { length: 150 }).notNull(),
});

/** A removal that keeps the row as its own record: by whom and when (null while it stands). */
export const exclusao = () => ({
  excluidoPorId: integer('excluido_por_id').references(() => usuarios.id),
  excluidoPor: varchar('excluido_por', { length: 150 }),
  dataExclusao: timestamptz('data_exclusao'),
});

/** The last change of a record replaced as a whole (a contract model, an ERP complement). */
export const atualizacao = () => ({
  dataAtualizacao: dataAtualizacao(),
  atualizadoPorId: integer('atualizado_por_id').references(() => usuarios.id),
});
