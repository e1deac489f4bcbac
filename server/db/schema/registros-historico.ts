import { bigint, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { usuarios } from './users';

/**
 * The change history of every declared resource (brokers, dealerships, ...): one row per
 * create, change or deactivation, written in the same transaction as the change, with the
 * fields that changed (before and after). Proposals keep their own timeline.
 */
export const registrosHistorico = pgTable(
  'registros_historico',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recurso: varchar('recurso', { length: 60 }).notNull(),
    registroId: integer('registro_id').notNull(),
    acao: varchar('acao', { length: 20 }).notNull(),
    alteracoes: jsonb('alteracoes').notNull(),
    autorId: integer('autor_id').references(() => usuarios.id),
    autor: varchar('autor', { length: 150 }).notNull(),
    data: timestamptz('data').notNull().defaultNow(),
  },
  (t) => [index('registros_historico_registro_idx').on(t.recurso, t.registroId, t.id)],
);
