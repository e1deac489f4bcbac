import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { dataCriacao } from './columns';
import { usuarios } from './users';

/** Every report export: who asked for which report with which filters, and when. */
export const relatoriosExportacoes = pgTable(
  'relatorios_exportacoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    formato: varchar('formato', { length: 10 }).notNull(),
    filtros: jsonb('filtros').notNull(),
    dataCriacao: dataCriacao(),
  },
  (t) => [index('relatorios_exportacoes_usuario_idx').on(t.usuarioId, t.dataCriacao)],
);
