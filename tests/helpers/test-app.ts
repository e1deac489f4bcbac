import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

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
 * A fresh database per test file: an in-memory PGlite by default, or a new database created on
 * the server named by TEST_DATABASE_URL (dropped again on close), so parallel files never collide.
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { handle: await openDatabase({}), drop: async () => {} };
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-test-'));
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  if (options.seed) await seedDemo(handle.db);
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
