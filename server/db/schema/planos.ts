import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Health plans a proposal is sold under (plano-saude). The entry form offers the active ones;
 * the registries issue manages them (contract PDF, addenda) on this same table.
 */
export const planosSaude = pgTable('planos_saude', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  /** The plan's registration number at the ANS (the national regulator). */
  registroAns: varchar('registro_ans', { length: 20 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});
