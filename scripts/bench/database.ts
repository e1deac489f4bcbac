import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 1_000_000);

export interface BenchDatabase {
  url: string;
  handle: DatabaseHandle;
  /** The product's server over this database (worker off, logs silent). */
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/**
 * What the benchmarks share: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), migrated and seeded with the demo data plus
 * BENCH_PROPOSALS generated proposals (default 1,000,000), and the server over it. BENCH_DB
 * names a database kept by an earlier run (BENCH_KEEP=1): it is used as it is, not seeded.
 */
export async function openBenchDatabase(
  prefix: string,
  proposals = BENCH_PROPOSALS,
): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const reuse = process.env.BENCH_DB;
  const name = reuse ?? `${prefix}_${process.pid}`;
  if (!reuse) await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-bench-'));
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  if (!reuse) {
    const start = performance.now();
    await seedDemo(handle.db, { proposals });
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    console.log(`\nSemeadura: ${proposals.toLocaleString('pt-BR')} propostas em ${seconds} s\n`);
  }
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    WORKER_ENABLED: 'false',
  });
  const app = await buildApp({
    config,
    database: { ...handle, close: async () => {} },
    logger: false,
  });
  await app.ready();
  return {
    url: url.toString(),
    handle,
    app,
    async close() {
      await app.close();
      await handle.close();
      if (!reuse && process.env.BENCH_KEEP !== '1') {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An access token of a demo account, from the password grant. */
export async function benchToken(app: BenchDatabase['app'], username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'Adesao@2026',
      scope: 'openid profile email offline_access',
      client_id: 'comercial-web',
    }).toString(),
  });
  return (res.json() as { access_token: string }).access_token;
}
