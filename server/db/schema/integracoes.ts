import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { propostasAdesao } from './propostas';

export interface ItemErp {
  codigo: string;
  descricao: string;
}

/**
 * One request to integrate a family contract with the ERP and the ERP's answer. Written by the
 * outbox worker when the ERP acknowledges the request (with its protocol) and updated when the
 * decision arrives. `complemento` is the snapshot that was sent.
 */
export const integracoesErpPropostas = pgTable(
  'integracoes_erp_propostas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    numeroContrato: integer('numero_contrato').notNull(),
    protocolo: varchar('protocolo', { length: 60 }).notNull(),
    situacao: varchar('situacao', { length: 30 }).notNull(),
    matricula: varchar('matricula', { length: 30 }),
    pendencias: jsonb('pendencias').$type<ItemErp[]>().notNull().default([]),
    motivos: jsonb('motivos').$type<ItemErp[]>().notNull().default([]),
    complemento: jsonb('complemento').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    dataEnvio: timestamptz('data_envio').notNull().defaultNow(),
    dataResposta: timestamptz('data_resposta'),
  },
  (t) => [
    uniqueIndex('integracoes_erp_propostas_protocolo_key').on(t.protocolo),
    index('integracoes_erp_propostas_proposta_idx').on(t.propostaAdesaoId, t.id),
    check(
      'integracoes_erp_propostas_situacao_valida',
      sql`${t.situacao} in ('em_processamento', 'integrada', 'integrada_com_pendencias', 'recusada')`,
    ),
  ],
);

export interface EvidenciaAssinatura {
  nome: string;
  email: string | null;
  cpf: string;
  situacao: 'pendente' | 'assinado';
  linkAssinatura: string;
  assinadoEm: string | null;
  ip: string | null;
}

/**
 * A contract sent for e-signature (individual proposal or PME) and, once every signer signed,
 * the signed file and the evidence (who, when, from which IP) as the service reported them.
 * `tipo` 1 = individual proposal (referencia_id = holder's proposta_adesao id), 2 = PME.
 */
export const assinaturasContratos = pgTable(
  'assinaturas_contratos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipo: smallint('tipo').notNull(),
    referenciaId: integer('referencia_id').notNull(),
    envelopeId: varchar('envelope_id', { length: 100 }).notNull(),
    situacao: varchar('situacao', { length: 30 }).notNull(),
    signatarios: jsonb('signatarios').$type<EvidenciaAssinatura[]>().notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    dataEnvio: timestamptz('data_envio').notNull().defaultNow(),
    dataConclusao: timestamptz('data_conclusao'),
    arquivoAssinado: bytea('arquivo_assinado'),
    arquivoNome: varchar('arquivo_nome', { length: 200 }),
    arquivoTipo: varchar('arquivo_tipo', { length: 100 }),
    arquivoSha256: varchar('arquivo_sha256', { length: 64 }),
  },
  (t) => [
    uniqueIndex('assinaturas_contratos_envelope_key').on(t.envelopeId),
    index('assinaturas_contratos_referencia_idx').on(t.tipo, t.referenciaId, t.id),
    check('assinaturas_contratos_tipo_valido', sql`${t.tipo} in (1, 2)`),
    check(
      'assinaturas_contratos_situacao_valida',
      sql`${t.situacao} in ('aguardando_assinaturas', 'concluido', 'cancelado')`,
    ),
  ],
);
