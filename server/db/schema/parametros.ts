import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz, versao } from './columns';
import { usuarios } from './users';

/**
 * Values an operator changed from the defaults of src/domain/parametros.ts. A key without a row
 * uses its default, so a new parameter needs no data migration.
 */
export const parametros = pgTable('parametros', {
  chave: varchar('chave', { length: 80 }).primaryKey(),
  valor: jsonb('valor').notNull(),
  versao: versao(),
  atualizadoEm: timestamptz('atualizado_em').notNull().defaultNow(),
  atualizadoPorId: integer('atualizado_por_id').references(() => usuarios.id),
});
