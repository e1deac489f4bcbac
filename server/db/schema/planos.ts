import { boolean, date, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz, versao } from './columns';
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
  versao: versao(),
  ...arquivoPdf(),
});

/**
 * The plan a commercial record belongs to and the days it is valid (an addendum, a sales table, a
 * price table); the registries' `exclusiveValidity` and the term's pricing read these columns.
 */
const planoEVigencia = () => ({
  planoSaudeId: integer('plano_saude_id')
    .notNull()
    .references(() => planosSaude.id),
  vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
  vigenciaFim: date('vigencia_fim', { mode: 'string' }),
});

/** Contract addenda (aditivo-contrato): a clause change of one plan, valid for a period. */
export const aditivosContrato = pgTable('aditivos_contrato', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: varchar('titulo', { length: 150 }).notNull(),
  descricao: varchar('descricao', { length: 1000 }),
  ...planoEVigencia(),
  ativo: boolean('ativo').notNull().default(true),
  versao: versao(),
  ...arquivoPdf(),
});

/** The sales-table PDFs (pdf-tabela-venda): the prices of one plan in one unit, for a period. */
export const tabelasVendaPdf = pgTable('tabelas_venda_pdf', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codigoUnidade: integer('codigo_unidade')
    .notNull()
    .references(() => unidades.codigoUnidade),
  ...planoEVigencia(),
  ativo: boolean('ativo').notNull().default(true),
  versao: versao(),
  ...arquivoPdf(),
});

/** A monthly price in reais: exact cents, read as a JS number (values stay far below 2^53). */
const reais = (name: string) =>
  numeric(name, { precision: 10, scale: 2, mode: 'number' }).notNull();

/**
 * Price tables (tabela-preco): the monthly price of one plan in each of the ANS's ten age bands
 * (src/domain/precos.ts), for a validity period. The purchase-intent term prices a proposal
 * from the active table of its plan valid on the term's day; the CRUD routes keep two active
 * tables of one plan from sharing a day.
 */
export const tabelasPreco = pgTable(
  'tabelas_preco',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 120 }).notNull(),
    ...planoEVigencia(),
    valor0a18: reais('valor_0_18'),
    valor19a23: reais('valor_19_23'),
    valor24a28: reais('valor_24_28'),
    valor29a33: reais('valor_29_33'),
    valor34a38: reais('valor_34_38'),
    valor39a43: reais('valor_39_43'),
    valor44a48: reais('valor_44_48'),
    valor49a53: reais('valor_49_53'),
    valor54a58: reais('valor_54_58'),
    valor59mais: reais('valor_59_mais'),
    ativo: boolean('ativo').notNull().default(true),
    versao: versao(),
  },
  (t) => [index('tabelas_preco_plano_vigencia').on(t.planoSaudeId, t.vigenciaInicio)],
);
