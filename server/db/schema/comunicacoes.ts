import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { autoria } from './autoria';
import { dataCriacao, timestamptz } from './columns';
import { propostasAdesao } from './propostas';

/**
 * Every message sent about a proposal (logHistoricoEnvio). A row is written as 'pendente' in the
 * same transaction as its outbox message; the delivery worker moves it to 'enviado' or 'falhou'.
 * Destination and content live here, not in the outbox payload.
 */
export const comunicacoesPropostasAdesao = pgTable(
  'comunicacoes_propostas_adesao',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    canal: varchar('canal', { length: 10 }).notNull(),
    destino: varchar('destino', { length: 150 }).notNull(),
    modelo: varchar('modelo', { length: 40 }).notNull(),
    assunto: varchar('assunto', { length: 150 }),
    conteudo: varchar('conteudo', { length: 1000 }),
    link: varchar('link', { length: 500 }),
    status: varchar('status', { length: 12 }).notNull().default('pendente'),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    ...autoria(),
    dataCriacao: dataCriacao(),
    dataEnvio: timestamptz('data_envio'),
    erro: varchar('erro', { length: 500 }),
  },
  (t) => [
    index('comunicacoes_propostas_adesao_proposta_idx').on(t.propostaAdesaoId, t.id),
    check(
      'comunicacoes_propostas_adesao_status_valido',
      // 'nao_enviado': the channel is not configured (SMTP_URL, SMS_URL); see erro.
      sql`${t.status} in ('pendente', 'enviado', 'falhou', 'nao_enviado')`,
    ),
    check(
      'comunicacoes_propostas_adesao_canal_valido',
      sql`${t.canal} in ('sms', 'email', 'whatsapp')`,
    ),
  ],
);
