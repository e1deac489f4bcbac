import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { propostasAdesao } from './propostas';
import { usuarios } from './users';
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
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    usuario: varchar('usuario', { length: 150 }).notNull(),
    userName: varchar('user_name', { length: 80 }).notNull(),
    dataCriacao: dataCriacao(),
  },
  (t) => [index('anotacoes_enfermagem_proposta_idx').on(t.propostaAdesaoId, t.id)],
);
