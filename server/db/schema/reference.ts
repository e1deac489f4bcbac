import { char, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** The operator's nine units (codigoUnidade as the spec numbers them). */
export const unidades = pgTable('unidades', {
  codigoUnidade: integer('codigo_unidade').primaryKey(),
  uf: char('uf', { length: 2 }).notNull(),
  nomeUnidade: varchar('nome_unidade', { length: 80 }).notNull(),
});

/** The 27 Brazilian federative units. */
export const estados = pgTable('estados', {
  sigla: char('sigla', { length: 2 }).primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
});
