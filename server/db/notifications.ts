import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY, the same on both databases. Writers publish with `pg_notify` (from a
 * trigger or inside their transaction), so a message leaves only when its change commits, and
 * every process listening on that database hears it: the embedded one in-process, a server over a
 * dedicated connection. Caches and live lists build on this, never on in-memory events alone,
 * so several API processes stay in step.
 */
export interface Subscription {
  /** Called with each message's payload, after the transaction that sent it committed. */
  onMessage(payload: string): void;
  /**
   * Called when messages may have been missed (the listening connection dropped and came back):
   * whoever keeps state derived from the messages must drop it.
   */
  onReset?(): void;
}

export type Unlisten = () => Promise<void>;

export interface Notifications {
  listen(channel: string, subscription: Subscription): Promise<Unlisten>;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The embedded database: one in-process instance, so every listener is in this process. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channel, subscription) {
      const unlisten = await client.listen(channel, (payload) => subscription.onMessage(payload));
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {},
  };
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * A server: one connection kept apart from the pool (a pooled connection would lose its LISTENs
 * when returned), opened on the first `listen` and reopened after a drop, telling every
 * subscriber to reset because NOTIFY does not replay what was sent while nobody listened.
 */
export function postgresNotifications(
  url: string,
  onError: (err: Error) => void = () => {},
): Notifications {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;

  const deliver = (msg: pg.Notification) => {
    for (const sub of channels.get(msg.channel) ?? []) sub.onMessage(msg.payload ?? '');
  };

  const resetAll = () => {
    for (const subs of channels.values()) for (const sub of subs) sub.onReset?.();
  };

  const scheduleReconnect = () => {
    if (closed || channels.size === 0) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      connect().catch((err: Error) => {
        onError(err);
        scheduleReconnect();
      });
    }, delay).unref();
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', deliver);
      next.on('error', onError);
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        resetAll();
        scheduleReconnect();
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (err) {
        await next.end().catch(() => {});
        throw err;
      } finally {
        connecting = null;
      }
      if (closed) {
        await next.end();
        throw new Error('notificações encerradas');
      }
      client = next;
      // Whatever was sent while the connection was down is lost: start over from the database.
      if (attempt > 0) resetAll();
      attempt = 0;
      return next;
    })();
    return connecting;
  };

  return {
    async listen(channel, subscription) {
      const isNew = !channels.has(channel);
      const subs = channels.get(channel) ?? new Set<Subscription>();
      subs.add(subscription);
      channels.set(channel, subs);
      const conn = await connect();
      if (isNew) await conn.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        subs.delete(subscription);
        if (subs.size > 0 || !channels.has(channel)) return;
        channels.delete(channel);
        if (client) await client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      channels.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
