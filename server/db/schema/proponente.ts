import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { tabelasPreco } from './planos';
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
      sql`${t.finalidade} in ('termo', 'declaracao', 'fila', 'sala')`,
    ),
    check('links_proponente_tentativas_check', sql`${t.tentativas} >= 0`),
  ],
);

/**
 * The short applicant session a link's token is exchanged for (validarAcesso): the browser keeps
 * the plain id in an HttpOnly cookie, the table keeps its SHA-256. Later calls need both the
 * session and the link's token, so a leaked URL alone (history, logs) opens nothing. CPF and
 * birth date are known to staff, so the session does nothing but ask for a one-time code until
 * `verificadaEm`: the code went to a registered contact (`canalVerificacao`) and came back.
 */
export const sessoesProponente = pgTable(
  'sessoes_proponente',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    linkId: integer('link_id')
      .notNull()
      .references(() => linksProponente.id),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    criadoEm: timestamptz('criado_em').notNull().defaultNow(),
    expiraEm: timestamptz('expira_em').notNull(),
    verificadaEm: timestamptz('verificada_em'),
    /** 'sms' or 'email': where the code that verified this session went. */
    canalVerificacao: varchar('canal_verificacao', { length: 10 }),
  },
  (t) => [uniqueIndex('sessoes_proponente_token_hash_key').on(t.tokenHash)],
);

/**
 * One-time codes sent to the applicant's registered mobile or e-mail (6 digits, minutes long,
 * a few tries). Only a salted SHA-256 of the code is kept; `destino` is the registered contact
 * it went to (never typed by anyone), `canal` what the consent's record names.
 */
export const codigosProponente = pgTable(
  'codigos_proponente',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessaoId: integer('sessao_id')
      .notNull()
      .references(() => sessoesProponente.id),
    linkId: integer('link_id')
      .notNull()
      .references(() => linksProponente.id),
    canal: varchar('canal', { length: 10 }).notNull(),
    destino: varchar('destino', { length: 120 }).notNull(),
    codigoHash: char('codigo_hash', { length: 64 }).notNull(),
    criadoEm: timestamptz('criado_em').notNull().defaultNow(),
    expiraEm: timestamptz('expira_em').notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    usadoEm: timestamptz('usado_em'),
  },
  (t) => [
    index('codigos_proponente_sessao_idx').on(t.sessaoId),
    index('codigos_proponente_link_idx').on(t.linkId),
    check('codigos_proponente_canal_check', sql`${t.canal} in ('sms', 'email')`),
  ],
);

/**
 * Evidence of the purchase-intent acceptance (AceiteTermoIntencaoCompra): when, from which IP,
 * which version of the term, through which link, and the channel of the code that proved it. Written in the transition's transaction.
 */
export const aceitesTermoIntencao = pgTable(
  'aceites_termo_intencao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    linkId: integer('link_id').references(() => linksProponente.id),
    versaoTermo: varchar('versao_termo', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    /** Where the one-time code that opened the session went ('sms' or 'email'). */
    canalCodigo: varchar('canal_codigo', { length: 10 }),
    /** The price table and the monthly total the applicant agreed to (issue 39). */
    tabelaPrecoId: integer('tabela_preco_id').references(() => tabelasPreco.id),
    valorTotalMensal: numeric('valor_total_mensal', { precision: 12, scale: 2, mode: 'number' }),
    dataAceite: timestamptz('data_aceite').notNull().defaultNow(),
  },
  (t) => [index('aceites_termo_intencao_proposta_idx').on(t.propostaAdesaoId)],
);
