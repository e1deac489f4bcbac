import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/server-process';
import { captureServerLog, personalDataIn } from './server-log';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A data directory migrated and seeded once per run, copied by each server of the run. */
    e2eDataTemplate: string;
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`o servidor terminou com código ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs} ms`);
}

/**
 * Migrates and seeds an embedded database once, by starting the compiled server on an empty
 * directory and stopping it (SIGTERM: PGlite closes cleanly). A server started on a copy skips
 * both: about 4 s to answer instead of 20 s, for the shared server and each file's own server
 * (tests/helpers/server-process.ts, startOwnServer).
 */
async function buildDataTemplate(): Promise<string> {
  const templateDir = mkdtempSync(path.join(tmpdir(), 'adesao-e2e-modelo-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: templateDir,
      LOG_LEVEL: 'warn',
      WORKER_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await waitForHealth(`http://127.0.0.1:${port}`, server, 120_000);
  server.kill('SIGTERM');
  await exited;
  return templateDir;
}

/**
 * Builds the SPA and the server, starts the compiled server (as `npm start` does) on a copy of a
 * freshly migrated embedded database with demo data.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== 'true') {
    // The bundle users get: vitest sets NODE_ENV=test, which would build React's development code.
    execSync('npx vite build --logLevel warn', {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // The compiled server `npm start` runs (a second or two, so always from the current sources).
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
  const templateDir = await buildDataTemplate();
  project.provide('e2eDataTemplate', templateDir);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-e2e-'));
  cpSync(templateDir, dataDir, { recursive: true });
  const port = process.env.E2E_PORT ?? '3987';
  // At info every request is logged, so the search for personal data covers the whole run.
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    // APP_ENV=test: the demo data is seeded (production seeds none and refuses it), no banner.
    env: {
      ...process.env,
      APP_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(dataDir, 'servidor.log');
  const logged = Promise.all([
    captureServerLog(server.stdout!, logFile),
    captureServerLog(server.stderr!, `${logFile}.stderr`),
  ]);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, 120_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await logged;
    const leaks = [...personalDataIn(logFile), ...personalDataIn(`${logFile}.stderr`)];
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templateDir, { recursive: true, force: true });
    if (leaks.length) {
      // Vitest reports an error thrown here but still exits 0: set the exit code ourselves.
      console.error(`O log do servidor contém dados pessoais:\n${leaks.join('\n')}`);
      process.exitCode = 1;
    }
  };
}
