import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { autoria, exclusao } from './autoria';
import { bytea, dataCriacao, timestamptz } from './columns';
import { propostasAdesao } from './propostas';

/**
 * The bytes of stored files, apart from their metadata: the default DocumentStorage keeps them
 * here (server/modules/documentos/storage.ts); another storage would keep only `chave`.
 */
export const arquivosArmazenados = pgTable('arquivos_armazenados', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  conteudo: bytea('conteudo').notNull(),
  dataCriacao: dataCriacao(),
});

/**
 * Documents attached to a proposal. A deletion keeps the row (who deleted it, when) as the audit
 * entry and drops only the stored bytes.
 */
export const documentosAnexos = pgTable(
  'documentos_anexos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    tipoDocumentoId: smallint('tipo_documento_id').notNull(),
    nomeArquivo: varchar('nome_arquivo', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    /** The storage's key; null once the document is deleted. */
    chaveArmazenamento: varchar('chave_armazenamento', { length: 200 }),
    ...autoria(),
    dataCriacao: dataCriacao(),
    ...exclusao(),
  },
  (t) => [
    index('documentos_anexos_proposta_idx').on(t.propostaAdesaoId, t.id),
    check('documentos_anexos_tamanho_positivo', sql`${t.tamanho} > 0`),
    // A live document has its bytes; a deleted one says who deleted it.
    check(
      'documentos_anexos_exclusao_coerente',
      sql`(${t.dataExclusao} is null and ${t.chaveArmazenamento} is not null) or (${t.dataExclusao} is not null and ${t.excluidoPor} is not null)`,
    ),
  ],
);

/** The applicant's selfie, one live per proposal (taken in the public applicant area). */
export const selfiesBeneficiarios = pgTable(
  'selfies_beneficiarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    chaveArmazenamento: varchar('chave_armazenamento', { length: 200 }),
    dataCriacao: dataCriacao(),
    ...exclusao(),
  },
  (t) => [
    uniqueIndex('selfies_beneficiarios_viva_uq')
      .on(t.propostaAdesaoId)
      .where(sql`${t.dataExclusao} is null`),
  ],
);

/**
 * Append-only log of every read of sensitive data (documents, selfies, dossiers; later other
 * health data): who, which proposal, what, when, from where. Never updated nor deleted.
 */
export const acessosDadosSensiveis = pgTable(
  'acessos_dados_sensiveis',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...autoria(),
    propostaAdesaoId: integer('proposta_adesao_id').references(() => propostasAdesao.id),
    /** What was read or done, e.g. 'documento.leitura', 'selfie.exclusao', 'dossie.geracao'. */
    acao: varchar('acao', { length: 60 }).notNull(),
    recursoId: integer('recurso_id'),
    ip: varchar('ip', { length: 60 }),
    dataAcesso: timestamptz('data_acesso').notNull().defaultNow(),
  },
  (t) => [index('acessos_dados_sensiveis_proposta_idx').on(t.propostaAdesaoId, t.dataAcesso)],
);
