import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * 'Mensagens enviadas': outside production, every e-mail and SMS the product hands to a channel
 * is also kept here (server/integrations/caixa-local), so a tester on one machine reads the
 * links the product sends. Only what the message itself carries: recipient, subject and text.
 * In production nothing is written and the administrator's screen does not exist.
 */
export const mensagensEnviadas = pgTable(
  'mensagens_enviadas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    canal: varchar('canal', { length: 10 }).notNull(),
    destinatario: varchar('destinatario', { length: 254 }).notNull(),
    /** E-mails only; an SMS has no subject. */
    assunto: varchar('assunto', { length: 300 }),
    texto: text('texto').notNull(),
    /** The template's name (e-mails), to tell the messages apart; never shown to the recipient. */
    modelo: varchar('modelo', { length: 60 }),
    /**
     * The message's stable key (the e-mail's Message-ID, the SMS's Idempotency-Key): a delivery
     * repeated after a crash is kept once.
     */
    chave: varchar('chave', { length: 300 }),
    dataEnvio: timestamptz('data_envio').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mensagens_enviadas_chave_uidx').on(t.chave),
    check('mensagens_enviadas_canal_valido', sql`${t.canal} in ('email', 'sms')`),
  ],
);
