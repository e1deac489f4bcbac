import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { outbox } from '../../db/schema';
import type { OutboxRow } from './types';

/**
 * The outbox's state changes, each one short transaction. The outside call happens between
 * `claim` and `finish`/`fail`, never inside a transaction: a slow ERP must not hold locks.
 */

export interface Claimed {
  message: OutboxRow;
  /** Fences finish/fail: only the holder of this lease may settle the message. */
  leaseToken: string;
}

/** Due messages: pending and due, or processing with an expired lease (a worker died). */
const due = () =>
  or(
    and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
    and(eq(outbox.status, 'processing'), lte(outbox.lockedUntil, sql`now()`)),
  );

/**
 * Takes up to `limit` due messages for this worker: marks them 'processing' with a lease and
 * counts the try. `FOR UPDATE SKIP LOCKED` lets several workers claim at once without taking
 * the same message or waiting for each other.
 */
export async function claim(db: Database, limit: number, leaseMs: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(due())
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const leaseToken = randomUUID();
    const claimed = await tx
      .update(outbox)
      .set({
        status: 'processing',
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        leaseToken,
        lastAttemptAt: sql`now()`,
      })
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.map((message) => ({ message, leaseToken }));
  });
}

const held = (claimed: Claimed) =>
  and(
    eq(outbox.id, claimed.message.id),
    eq(outbox.status, 'processing'),
    eq(outbox.leaseToken, claimed.leaseToken),
  );

/** Thrown inside a settling transaction when another worker owns the message by now. */
export class LeaseLostError extends Error {
  constructor() {
    super('lease perdido');
    this.name = 'LeaseLostError';
  }
}

export type Settlement =
  | { status: 'delivered' | 'skipped'; note?: string | null }
  | { status: 'pending'; delayMs: number; resetAttempts?: boolean; error?: string | null }
  | { status: 'dead'; error: string };

/**
 * Writes the message's new state, then runs `work` in the same transaction. Throws
 * LeaseLostError (rolling everything back) when the lease is no longer ours.
 */
export async function settle(
  db: Database,
  claimed: Claimed,
  settlement: Settlement,
  work?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const base = { lockedUntil: null, leaseToken: null };
    let changes: Partial<typeof outbox.$inferInsert>;
    switch (settlement.status) {
      case 'delivered':
      case 'skipped':
        changes = {
          status: settlement.status,
          deliveredAt: new Date(),
          lastError: settlement.note ?? null,
        };
        break;
      case 'pending':
        changes = {
          status: 'pending',
          nextAttemptAt: new Date(Date.now() + settlement.delayMs),
          lastError: settlement.error ?? null,
          ...(settlement.resetAttempts ? { attempts: 0 } : {}),
        };
        break;
      case 'dead':
        changes = { status: 'dead', lastError: settlement.error };
        break;
    }
    const updated = await tx
      .update(outbox)
      .set({ ...base, ...changes })
      .where(held(claimed))
      .returning({ id: outbox.id });
    if (updated.length === 0) throw new LeaseLostError();
    await work?.(tx);
  });
}

/**
 * Gives messages back to the queue at once (a stopping worker whose grace ran out): pending, due
 * now, the interrupted try not counted. Fenced by the lease like settle, so a message this worker
 * no longer holds is left alone; the delivery still under way will find its lease lost.
 */
export async function release(db: Database, claims: readonly Claimed[]): Promise<number> {
  let released = 0;
  for (const claimed of claims) {
    const rows = await db
      .update(outbox)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
        lockedUntil: null,
        leaseToken: null,
      })
      .where(held(claimed))
      .returning({ id: outbox.id });
    released += rows.length;
  }
  return released;
}

/** Puts a dead letter back in the queue with a fresh set of tries; false if it is not dead. */
export async function requeueDead(tx: Transaction, id: number): Promise<OutboxRow | null> {
  const [row] = await tx
    .update(outbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
      leaseToken: null,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'dead')))
    .returning();
  return row ?? null;
}
