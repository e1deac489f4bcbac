import { bigint, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { propostasAdesao } from './propostas';
import { usuarios } from './users';

/**
 * The proposal's timeline (Histórico de proposta): one entry per transition or notable action,
 * always written in the same transaction as the change it describes. `autor` keeps the name as
 * it was, and also names actors that are not users (the applicant, the system).
 */
export const historicoPropostasAdesao = pgTable(
  'historico_propostas_adesao',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    chave: varchar('chave', { length: 60 }).notNull(),
    descricao: varchar('descricao', { length: 1200 }).notNull(),
    descricaoPendencia: varchar('descricao_pendencia', { length: 1200 }),
    situacaoAnteriorId: smallint('situacao_anterior_id'),
    situacaoNovaId: smallint('situacao_nova_id'),
    autorId: integer('autor_id').references(() => usuarios.id),
    autor: varchar('autor', { length: 150 }).notNull(),
    dataTransicao: timestamp('data_transicao', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('historico_propostas_adesao_proposta_idx').on(t.propostaAdesaoId, t.id)],
);
