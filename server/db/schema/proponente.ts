import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { propostasAdesao } from './propostas';

/**
 * Applicant links (/mpa/{token}): one row per issued link. Only the SHA-256 of the token is
 * stored; the plain token lives in the URL/e-mail alone. A link serves one proposal and one
 * purpose (termo = purchase-intent term, declaracao = health declaration, sala = video room).
 * A resend revokes the previous live link of the same purpose, hence at most one live link per
 * proposal and purpose (partial unique index).
 */
export const linksProponente = pgTable(
  'links_proponente',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the plain token (64 chars). */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    finalidade: varchar('finalidade', { length: 20 }).notNull(),
    criadoEm: timestamptz('criado_em').notNull().defaultNow(),
    expiraEm: timestamptz('expira_em').notNull(),
    revogadoEm: timestamptz('revogado_em'),
    /** Failed validarAcesso tries; the link locks when it reaches the limit. */
    tentativas: smallint('tentativas').notNull().default(0),
    bloqueado: boolean('bloqueado').notNull().default(false),
  },
  (t) => [
    uniqueIndex('links_proponente_token_hash_key').on(t.tokenHash),
    uniqueIndex('links_proponente_vigente_key')
      .on(t.propostaAdesaoId, t.finalidade)
      .where(sql`${t.revogadoEm} is null`),
    index('links_proponente_proposta_idx').on(t.propostaAdesaoId),
    check(
      'links_proponente_finalidade_check',
      sql`${t.finalidade} in ('termo', 'declaracao', 'sala')`,
    ),
    check('links_proponente_tentativas_check', sql`${t.tentativas} >= 0`),
  ],
);
