import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { inject } from 'vitest';
import type { TemplateKind } from './database-template';
import { lendPglite } from './pglite-pool';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (SMTP_URL, APP_ENV, ...). */
  env?: Record<string, string>;
  /** Load the demo data (accounts, units, dealerships). */
  seed?: boolean;
  distDir?: string;
  /** Declared resources and tables to serve instead of the product's (see server/crud). */
  resources?: BuildOptions['resources'];
  resourceTables?: BuildOptions['resourceTables'];
}

/**
 * A fresh database per test app, copied from the run's template (tests/helpers/database-template.ts):
 * an in-memory PGlite in the template's state (loaded from the dumped data directory, or an
 * earlier file's put back: tests/helpers/pglite-pool.ts), or a new database created on the
 * server named by TEST_DATABASE_URL from the template database (dropped again on close), so
 * parallel files never collide and no file sees another's data.
 */
async function freshDatabase(
  kind: TemplateKind,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const templates = inject('databaseTemplates');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      handle: await lendPglite(kind, dumpOf(templates[kind])),
      drop: async () => {},
    };
  }
  const copy = await copyOfTemplate(serverUrl, templates[kind]);
  return { handle: await openDatabase({ url: copy.url }), drop: copy.drop };
}

/**
 * A new database on the server at `serverUrl`, copied from one of the run's template databases,
 * named for this process so parallel files never collide; `drop` removes it.
 */
async function copyOfTemplate(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A dumped template as PGlite reads it (`loadDataDir`, whose only use is `arrayBuffer()`), over
 * one buffer read from disk once per worker. Node's own Blob copies its bytes out in 64 KB
 * chunks on every `arrayBuffer()`: about a third of a second of CPU per test app for a 30 MB
 * dump. PGlite copies each file out of this buffer into its own memory and never writes to it,
 * so the copies stay apart (tests/api/banco-de-teste.test.ts).
 */
class DumpBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
  }
  override get size() {
    return this.contents.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents);
  }
}

const dumps = new Map<string, Blob>();
function dumpOf(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    const bytes = readFileSync(file);
    dump = new DumpBlob(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    dumps.set(file, dump);
  }
  return dump;
}

/** The seeded database a server process runs on (the SIGTERM and SIGKILL files). */
export interface ServerDatabase {
  /** What the process is started with: its DATA_DIR, and DATABASE_URL in the PostgreSQL pass. */
  env: Record<string, string>;
  /** The same database, opened by the test to read what the process left. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/**
 * The run's seeded database (what `npm start` would create on an empty directory) for a server
 * process, so it starts without migrating and seeding: about 8 s less a start on two cores. In
 * the PGlite pass it fills DATA_DIR with the dumped template; in the PostgreSQL pass it is a new
 * database copied from the seeded template database, and the process runs on PostgreSQL. (Before,
 * that pass started the process on an empty PGlite directory: the PGlite test again, and slower,
 * for it migrated and seeded on every start.)
 */
export async function seededServerDatabase(dataDir: string): Promise<ServerDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({
      dataDir,
      loadDataDir: dumpOf(inject('databaseTemplates').semeado),
    });
    await handle.close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const copy = await copyOfTemplate(serverUrl, inject('databaseTemplates').semeado);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    open: () => openDatabase({ url: copy.url }),
    drop: copy.drop,
  };
}

/**
 * PostgreSQL refuses to copy a template while another CREATE DATABASE is reading it
 * ("source database … is being accessed by other users"): the files that start together wait
 * their turn.
 */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      const busy = (err as { code?: string }).code === '55006';
      if (!busy || attempt >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-test-'));
  const { handle, drop } = await freshDatabase(options.seed ? 'semeado' : 'migrado');
  // The template is migrated already: this finds nothing to apply unless a migration was added
  // after the template was built (it never is within a run), and keeps the tests honest if so.
  await handle.migrate();
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // The outbox worker stays off unless a test turns it on (or drives app.outboxWorker.runOnce).
    WORKER_ENABLED: 'false',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    distDir: options.distDir,
    resources: options.resources,
    resourceTables: options.resourceTables,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
