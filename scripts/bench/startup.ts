/**
 * npm run bench:start — how long the server takes to answer after start, and its resident memory
 * right after, run through tsx (as `npm start` did before issue 22) and compiled (`node
 * dist-server/main.js`, as it does now), on the embedded database and on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Each database is
 * migrated and seeded by a first start that is not counted; then RUNS starts of each are timed.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../../tests/helpers/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MODES = {
  tsx: ['--import', 'tsx', 'server/main.ts'],
  compilado: ['dist-server/main.js'],
} as const;

/** Resident memory of a process, from /proc (Linux), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function startOnce(args: readonly string[], env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    // APP_ENV=test: the first start seeds the demo data, as `npm start` (local) does.
    env: {
      ...process.env,
      APP_ENV: 'test',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = residentMb(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { seconds, memory };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(database: string, env: Record<string, string>) {
  await startOnce(MODES.compilado, env); // migrates and seeds; not counted
  for (const [mode, args] of Object.entries(MODES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(args, env));
    const seconds = median(runs.map((r) => r.seconds)).toFixed(2);
    const memory = median(runs.map((r) => r.memory)).toFixed(0);
    console.log(
      `${database.padEnd(10)} ${mode.padEnd(10)} ${seconds.padStart(6)} s ${memory.padStart(6)} MB`,
    );
  }
}

execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
console.log(
  `\nArranque até /api/health responder e memória residente logo depois (mediana de ${RUNS})\n`,
);
console.log('banco      modo        tempo    memória');
const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-bench-arranque-'));
try {
  await measure('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const name = `arranque_${process.pid}`;
await admin.query(`create database ${name}`);
try {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'adesao-bench-arranque-'));
  await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDir });
  rmSync(pgDir, { recursive: true, force: true });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
