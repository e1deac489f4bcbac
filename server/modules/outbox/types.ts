import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { outbox } from '../../db/schema';
import type { Integrations } from '../../integrations';

export type OutboxRow = typeof outbox.$inferSelect;

/** Everything a topic handler may use while delivering one message. */
export interface DeliveryContext {
  message: OutboxRow;
  db: Database;
  integrations: Integrations;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** Database work that must commit together with the message's new state, or not at all. */
export type Commit = (tx: Transaction) => Promise<void>;

/**
 * How a delivery ended, as the handler reports it. The worker writes the message's new state and
 * runs `commit` in one transaction, fenced by the lease: if the lease was lost, neither happens.
 *
 * - delivered: the outside system has it.
 * - skipped: handled without sending, by design (e.g. the channel is not configured).
 * - later: not finished yet and not a failure (the ERP is still processing); ask again after
 *   `delayMs`. The tries counter starts over: it counts consecutive failures.
 */
export type DeliveryOutcome =
  | { kind: 'delivered'; commit?: Commit }
  | { kind: 'skipped'; reason: string; commit?: Commit }
  | { kind: 'later'; delayMs: number; note?: string; commit?: Commit };

export interface TopicHandler {
  deliver(context: DeliveryContext): Promise<DeliveryOutcome>;
  /** The message became a dead letter: record the failure where users look (e.g. the log). */
  onDead?(tx: Transaction, message: OutboxRow, error: string): Promise<void>;
  /** A manager put a dead letter back in the queue: undo what onDead recorded. */
  onRequeue?(tx: Transaction, message: OutboxRow): Promise<void>;
}

export type TopicHandlers = Record<string, TopicHandler>;

/**
 * A failure no retry can fix (a malformed request refused with 4xx, the proposal is gone):
 * the message becomes a dead letter at once, with this message as its last error.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
