import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { autoria } from './autoria';
import { dataCriacao } from './columns';
import { propostasAdesao } from './propostas';

/**
 * General observations and pendencies of a proposal (tipoObservacaoId 1 observação, 2 pendência).
 * A pendency is born unresolved and gets one resolution; an observation is born resolved.
 */
export const observacoesPropostasAdesao = pgTable(
  'observacoes_propostas_adesao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    tipoObservacaoId: smallint('tipo_observacao_id').notNull(),
    observacao: varchar('observacao', { length: 1000 }).notNull(),
    resolvido: boolean('resolvido').notNull(),
    setorResponsavel: smallint('setor_responsavel'),
    /** The proposal's status when the observation was written (situacaoPropostaAdesaoNome). */
    situacaoPropostaAdesaoId: smallint('situacao_proposta_adesao_id'),
    ...autoria(),
    userName: varchar('user_name', { length: 80 }).notNull(),
    dataCriacao: dataCriacao(),
  },
  (t) => [
    index('observacoes_propostas_adesao_proposta_idx').on(t.propostaAdesaoId, t.id),
    // "Does this proposal still have an open pendency?" is asked on every resolution.
    index('observacoes_propostas_adesao_abertas_idx')
      .on(t.propostaAdesaoId)
      .where(sql`${t.resolvido} = false`),
  ],
);

/** The resolution of a pendency (resolucaoPendencia): at most one per observation. */
export const resolucoesPendencias = pgTable(
  'resolucoes_pendencias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    observacaoPropostaAdesaoId: integer('observacao_proposta_adesao_id')
      .notNull()
      .references(() => observacoesPropostasAdesao.id),
    resolucao: varchar('resolucao', { length: 1000 }).notNull(),
    ...autoria(),
    dataCriacao: dataCriacao(),
  },
  (t) => [uniqueIndex('resolucoes_pendencias_observacao_key').on(t.observacaoPropostaAdesaoId)],
);
