import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { propostasAdesao } from './propostas';
import { autoria } from './autoria';
import { dataCriacao } from './columns';

/** Nursing notes (Anotações da Enfermagem): read and written only by the health roles. */
export const anotacoesEnfermagem = pgTable(
  'anotacoes_enfermagem',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    texto: varchar('texto', { length: 1000 }).notNull(),
    ...autoria(),
    userName: varchar('user_name', { length: 80 }).notNull(),
    dataCriacao: dataCriacao(),
  },
  (t) => [index('anotacoes_enfermagem_proposta_idx').on(t.propostaAdesaoId, t.id)],
);
