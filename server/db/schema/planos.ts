import { boolean, date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { unidades } from './reference';

/**
 * A PDF kept beside a registry record (a plan's contract, an addendum, a sales table): the
 * storage key of its bytes (server/modules/documentos/storage.ts) and what the screens show.
 * The same four columns on each table, so one module serves the three uploads.
 */
const arquivoPdf = () => ({
  arquivoChave: varchar('arquivo_chave', { length: 80 }),
  arquivoNome: varchar('arquivo_nome', { length: 200 }),
  arquivoTamanho: integer('arquivo_tamanho'),
  arquivoEnviadoEm: timestamptz('arquivo_enviado_em'),
});

/**
 * Health plans a proposal is sold under (plano-saude). The entry form offers the active ones;
 * the commercial manager manages them here, with the plan's contract PDF.
 */
export const planosSaude = pgTable('planos_saude', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nome: varchar('nome', { length: 120 }).notNull(),
  /** The plan's registration number at the ANS (the national regulator). */
  registroAns: varchar('registro_ans', { length: 20 }).notNull(),
  /** 'Enfermaria' or 'Apartamento': how the plan lodges a hospitalised beneficiary. */
  acomodacao: varchar('acomodacao', { length: 20 }),
  /** 'Regional' or 'Nacional'. */
  abrangencia: varchar('abrangencia', { length: 20 }),
  ativo: boolean('ativo').notNull().default(true),
  versao: integer('versao').notNull().default(1),
  ...arquivoPdf(),
});

/** Contract addenda (aditivo-contrato): a clause change of one plan, valid for a period. */
export const aditivosContrato = pgTable('aditivos_contrato', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: varchar('titulo', { length: 150 }).notNull(),
  descricao: varchar('descricao', { length: 1000 }),
  planoSaudeId: integer('plano_saude_id')
    .notNull()
    .references(() => planosSaude.id),
  vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
  vigenciaFim: date('vigencia_fim', { mode: 'string' }),
  ativo: boolean('ativo').notNull().default(true),
  versao: integer('versao').notNull().default(1),
  ...arquivoPdf(),
});

/** The sales-table PDFs (pdf-tabela-venda): the prices of one plan in one unit, for a period. */
export const tabelasVendaPdf = pgTable('tabelas_venda_pdf', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codigoUnidade: integer('codigo_unidade')
    .notNull()
    .references(() => unidades.codigoUnidade),
  planoSaudeId: integer('plano_saude_id')
    .notNull()
    .references(() => planosSaude.id),
  vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
  vigenciaFim: date('vigencia_fim', { mode: 'string' }),
  ativo: boolean('ativo').notNull().default(true),
  versao: integer('versao').notNull().default(1),
  ...arquivoPdf(),
});
