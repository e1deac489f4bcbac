import type { Executor } from '../../db/client';
import type { Notifications, Unlisten } from '../../db/notifications';
import { parametros } from '../../db/schema';

export const PARAMETROS_CHANNEL = 'adesao_parametros';

/** Stored values are JSON (jsonb): readParametros keeps only numbers. */
export type Stored = ReadonlyMap<string, unknown>;

/**
 * The parameters table, kept in memory so the lists (SLA targets), the uploads (size limit) and
 * the schedule do not read it on every call (issue 'Speed'). Correctness comes from the
 * database's NOTIFY (migration 0025): any statement that changes the table drops every process's
 * copy when it commits. `generation` closes the race where a read that started before a change
 * finishes after its message: such a read's answer is served once but not kept.
 */
export class ParametrosCache {
  private stored: Stored | null = null;
  private pending: Promise<Stored> | null = null;
  private generation = 0;
  private unlisten: Unlisten | null = null;

  constructor(private readonly db: Executor) {}

  async start(notifications: Notifications): Promise<void> {
    this.unlisten = await notifications.listen(PARAMETROS_CHANNEL, {
      onMessage: () => this.invalidate(),
      onReset: () => this.invalidate(),
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.stored = null;
    this.pending = null;
  }

  /** Every stored row's value by key (a key without a row uses the domain's default). */
  async read(): Promise<Stored> {
    if (this.stored) return this.stored;
    // Concurrent first reads share one query.
    if (this.pending) return this.pending;
    const generation = this.generation;
    const reading = this.db
      .select({ chave: parametros.chave, valor: parametros.valor })
      .from(parametros)
      .then((rows) => {
        const stored: Stored = new Map(rows.map((row) => [row.chave, row.valor]));
        // Not listening (stopped) means nobody would tell us of a change: keep nothing.
        if (this.unlisten && generation === this.generation) this.stored = stored;
        return stored;
      })
      .finally(() => {
        if (this.pending === reading) this.pending = null;
      });
    this.pending = reading;
    return reading;
  }
}

/**
 * The cache of each database handle the server runs on, found by the handle itself: a
 * transaction is another object, so reads inside one always go to the database and see the
 * transaction's own writes.
 */
const caches = new WeakMap<object, ParametrosCache>();

export async function startParametrosCache(
  db: Executor,
  notifications: Notifications,
): Promise<ParametrosCache> {
  const cache = new ParametrosCache(db);
  await cache.start(notifications);
  caches.set(db, cache);
  return cache;
}

export async function stopParametrosCache(db: Executor): Promise<void> {
  await caches.get(db)?.stop();
  caches.delete(db);
}

export function parametrosCacheOf(db: Executor): ParametrosCache | undefined {
  return caches.get(db);
}
