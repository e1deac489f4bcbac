import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../paths';
import pg from 'pg';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the modules see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** A function that accepts either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (server/db/notifications.ts). */
  notifications: Notifications;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the pool by state, for the metrics (PGlite has one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** Told the duration of every query, in seconds (the metrics' histogram). */
  queryObserver: QueryObserver;
  /** PGlite only: the whole data directory as a tarball (the tests' migrated templates). */
  dumpDataDir?: () => Promise<Blob>;
}

/** A settable listener: the database opens before the app that measures it. */
export interface QueryObserver {
  listener: ((seconds: number) => void) | null;
}

/**
 * Wraps a driver's promise-returning query method so each call reports its duration. Calls that
 * return something other than a promise (pg's streaming submittables) pass through untimed.
 */
function timed<T extends object, K extends keyof T>(target: T, method: K, observer: QueryObserver) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  target[method] = ((...args: unknown[]) => {
    const started = performance.now();
    const result = original(...args);
    if (observer.listener && result instanceof Promise) {
      const done = () => observer.listener?.((performance.now() - started) / 1000);
      result.then(done, done);
    }
    return result;
  }) as T[K];
}

export const MIGRATIONS_FOLDER = fromRoot('server', 'db', 'migrations');

export interface OpenOptions {
  /** postgres:// URL of a PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** Told when the server ends an idle pooled connection (the pool recovers by itself). */
  onIdleError?: (err: Error) => void;
  /** PGlite: start from this dumped data directory instead of an empty one (a folder's first
   * opening only; tests). */
  loadDataDir?: Blob;
  /** PGlite: extra initdb arguments for a new data directory (the tests' templates take 1 MB WAL
   * segments instead of 16 MB, so each copy a test file loads is a third smaller). */
  initdbArgs?: string[];
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) emits 'error' on the pool; unhandled, that would take the whole process down.
    // The pool discards the client and the next query opens a new one.
    pool.on('error', (err) => {
      options.onIdleError?.(err);
    });
    const queryObserver: QueryObserver = { listener: null };
    // Every pooled client, whether it serves pool.query or a transaction, reports its queries.
    pool.on('connect', (client) => timed(client, 'query', queryObserver));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const notifications = postgresNotifications(options.url, (err) => options.onIdleError?.(err));
    return {
      db,
      kind: 'postgres',
      notifications,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      queryObserver,
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, {
      loadDataDir: options.loadDataDir,
      initDbStartParams: options.initdbArgs,
    });
  } else {
    client = new PGlite({
      loadDataDir: options.loadDataDir,
      initDbStartParams: options.initdbArgs,
    });
  }
  await client.waitReady;
  const handle = pgliteHandle(client);
  return {
    ...handle,
    close: () => client.close(),
    dumpDataDir: async () => {
      // A checkpoint first: a copy then starts without replaying the WAL written since.
      await client.exec('checkpoint');
      return (await client.dumpDataDir('none')) as Blob;
    },
  };
}

/**
 * The handle's parts over an open PGlite, or over anything that answers PGlite's `query`,
 * `transaction`, `listen` and `closed` (the API tests lend one database to file after file:
 * tests/helpers/pglite-pool.ts). The caller adds `close`.
 */
export function pgliteHandle(client: PGlite): Omit<DatabaseHandle, 'close' | 'dumpDataDir'> {
  const queryObserver: QueryObserver = { listener: null };
  // Queries outside a transaction; PGlite runs a transaction's through another object.
  timed(client, 'query', queryObserver);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(client),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    queryObserver,
  };
}
