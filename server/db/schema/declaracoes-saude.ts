import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dataCriacao, timestamptz, versao } from './columns';
import { propostasAdesao } from './propostas';
import { usuarios } from './users';

/**
 * Health-declaration answers of a proposal (health data: never logged, never put in the outbox).
 * The question text is copied (perguntaRegistrada) so later edits of the questionnaire do not
 * rewrite what the applicant answered.
 */
export const respostasDeclaracaoSaude = pgTable(
  'respostas_declaracao_saude',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    declaracaoSaudeId: integer('declaracao_saude_id'),
    /**
     * The question answered: its dadoSaude decides who reads the answer (src/domain/dadosSaude.ts).
     * Null for an answer whose question is unknown, which is then read as health data.
     */
    perguntaId: integer('pergunta_id').references(() => perguntasDeclaracaoSaude.id),
    etapaId: smallint('etapa_id').notNull(),
    ordem: smallint('ordem').notNull(),
    perguntaRegistrada: text('pergunta_registrada').notNull(),
    seAplica: boolean('se_aplica').notNull(),
    detalhamento: text('detalhamento'),
    /** The nurse who registered the answers for the applicant; null when the applicant did. */
    registradoPorId: integer('registrado_por_id').references(() => usuarios.id),
    dataCriacao: dataCriacao(),
  },
  (t) => [
    index('respostas_declaracao_saude_proposta_idx').on(t.propostaAdesaoId, t.etapaId, t.ordem),
  ],
);

/** The nurse's PecFast assessment of a proposal: one per proposal, answers as the form's JSON. */
/**
 * The PecFast questionnaire as the health manager last saved it: each save is a new version, so
 * answers keep the model they were given under (`avaliacoes_pec_fast.modelo_id`; null = the
 * built-in model, PECFAST_MODELO, in force before any edit).
 */
export const modelosPecFast = pgTable('modelos_pec_fast', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  perguntas: jsonb('perguntas').notNull(),
  criadoPorId: integer('criado_por_id').references(() => usuarios.id),
  criadoEm: timestamptz('criado_em').notNull().defaultNow(),
});

export const avaliacoesPecFast = pgTable('avaliacoes_pec_fast', {
  propostaAdesaoId: integer('proposta_adesao_id')
    .primaryKey()
    .references(() => propostasAdesao.id),
  respostasJson: jsonb('respostas_json').notNull(),
  modeloId: integer('modelo_id').references(() => modelosPecFast.id),
  enfermeiroId: integer('enfermeiro_id').references(() => usuarios.id),
  dataCriacao: dataCriacao(),
});

/**
 * A health-declaration questionnaire (the health manager edits it). Exactly one is active: the
 * one applicants answer; answers keep its id and copy each question's text.
 */
export const declaracoesSaude = pgTable('declaracoes_saude', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: varchar('titulo', { length: 150 }).notNull(),
  ativo: boolean('ativo').notNull().default(false),
  /** The partial temporary coverage (CPT) text the AceiteCPT step asks the applicant to accept. */
  cpt: text('cpt').notNull(),
  /** Whether the AceiteCPT step applies (the health manager's flag on editar-declaracao). */
  possuiCpt: boolean('possui_cpt').notNull().default(true),
  /** Optimistic concurrency of the CRUD routes: a stale versao is refused with 409. */
  versao: versao(),
  dataCriacao: dataCriacao(),
});

/** One question of a questionnaire, in its step (etapaId, ETAPA_DECLARACAO) and order. */
export const perguntasDeclaracaoSaude = pgTable(
  'perguntas_declaracao_saude',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    declaracaoSaudeId: integer('declaracao_saude_id')
      .notNull()
      .references(() => declaracoesSaude.id),
    etapaId: smallint('etapa_id').notNull(),
    ordem: smallint('ordem').notNull(),
    texto: text('texto').notNull(),
    /** A 'Sim' asks for the detail (which illness, since when...). */
    pedeDetalhamento: boolean('pede_detalhamento').notNull().default(false),
    /**
     * The answer is health data (LGPD art. 11): only the health roles read it. True unless the
     * health manager says the question is administrative (default true: fail closed).
     */
    dadoSaude: boolean('dado_saude').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    versao: versao(),
  },
  (t) => [
    uniqueIndex('perguntas_declaracao_saude_ordem_key').on(t.declaracaoSaudeId, t.etapaId, t.ordem),
  ],
);

/**
 * A video room opened by a nurse for a proposal's assessment. The applicant enters with
 * `tokenBeneficiario` (sent by SMS/e-mail through a short link), the nurse with the room id.
 * `dataEncerramento`: set by 'Encerrar atendimento'; a closed room admits no one again.
 */
export const salasVideo = pgTable('salas_video', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  propostaAdesaoId: integer('proposta_adesao_id')
    .notNull()
    .references(() => propostasAdesao.id),
  tokenBeneficiario: text('token_beneficiario').notNull().unique(),
  enfermeiroId: integer('enfermeiro_id').references(() => usuarios.id),
  dataCriacao: dataCriacao(),
  dataEncerramento: timestamptz('data_encerramento'),
});

/** Short links (/l/{codigo}) for the SMS invites: the code resolves to the full address. */
export const linksCurtos = pgTable('links_curtos', {
  codigo: text('codigo').primaryKey(),
  url: text('url').notNull(),
  propostaAdesaoId: integer('proposta_adesao_id').references(() => propostasAdesao.id),
  dataCriacao: dataCriacao(),
});
