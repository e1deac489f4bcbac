import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** 'skipped': handled without sending, by design (e.g. the channel is not configured). */
export const OUTBOX_STATUSES = ['pending', 'processing', 'delivered', 'dead', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Transactional outbox: work for outside systems (ERP, e-signature, SMS, e-mail) is written here
 * in the same transaction as the change that causes it, and a worker delivers it with retries.
 * If the process dies after the commit, the row is still here; the idempotency key lets the
 * worker and the receiver recognise a repeat. The payload never carries health data.
 * proposta_id has no foreign key: PME proposals may live elsewhere.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: varchar('topic', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    status: varchar('status', { length: 12 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: varchar('last_error', { length: 2000 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    propostaId: integer('proposta_id'),
    // The worker's lease (server/modules/outbox/worker.ts): a claimed message is 'processing'
    // until locked_until; after that another worker may take it again. lease_token fences the
    // finishing update, so a worker whose lease ran out cannot commit over the new owner.
    lockedUntil: timestamptz('locked_until'),
    leaseToken: varchar('lease_token', { length: 36 }),
    lastAttemptAt: timestamptz('last_attempt_at'),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
    // The worker's poll: the next due pending messages, oldest first.
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Reclaiming messages of a worker that died: 'processing' with an expired lease.
    index('outbox_processing_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'processing'`),
    // The managers' list, newest first, filtered by status.
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_proposta_idx')
      .on(t.propostaId)
      .where(sql`${t.propostaId} is not null`),
    check(
      'outbox_status_valido',
      sql`${t.status} in ('pending', 'processing', 'delivered', 'dead', 'skipped')`,
    ),
  ],
);
