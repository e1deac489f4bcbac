import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/server-process';
import { captureServerLog, personalDataIn } from './server-log';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers, one per worker (tests/e2e/workers.ts). */
    baseUrls: string[];
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

/** The bundle users get: vitest sets NODE_ENV=test, which would build React's development code. */
function buildSpa(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build terminou com código ${code}`)),
    );
  });
}

interface SharedServer {
  url: string;
  /** Stops the server and returns the lines of its log that hold personal data. */
  stop: () => Promise<string[]>;
}

/**
 * A shared server: the compiled server (as `npm start` runs it) on its own copy of the seeded
 * data directory. At info every request is logged, so the search for personal data covers the
 * whole run.
 */
async function startSharedServer(templateDir: string, port: number): Promise<SharedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adesao-e2e-'));
  cpSync(templateDir, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    // APP_ENV=test: the demo data is seeded (production seeds none and refuses it), no banner.
    env: {
      ...process.env,
      APP_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: String(port),
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
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, 120_000);
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await logged;
      const leaks = [...personalDataIn(logFile), ...personalDataIn(`${logFile}.stderr`)];
      rmSync(dataDir, { recursive: true, force: true });
      return leaks;
    },
  };
}

/**
 * Builds the SPA and the server, seeds one data directory, and starts one shared server per
 * worker on copies of it (tests/e2e/workers.ts): a file reaches its worker's (browser.ts).
 */
export default async function setup(project: TestProject) {
  // The compiled server `npm start` runs (a second or two, so always from the current sources).
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
  // The SPA's build and the data's seeding need neither the other, and each leaves a core idle
  // much of the time: side by side they take the longer of the two, not the sum.
  const [templateDir] = await Promise.all([
    buildDataTemplate(),
    process.env.E2E_SKIP_BUILD === 'true' ? Promise.resolve() : buildSpa(),
  ]);
  project.provide('e2eDataTemplate', templateDir);
  // E2E_PORT fixes the first server's port (to open the run's app by hand); the others are free.
  const firstPort = Number(process.env.E2E_PORT ?? 3987);
  const ports = [firstPort];
  while (ports.length < E2E_WORKERS) ports.push(await freePort());
  const servers = await Promise.all(ports.map((port) => startSharedServer(templateDir, port)));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    const leaks = (await Promise.all(servers.map((server) => server.stop()))).flat();
    rmSync(templateDir, { recursive: true, force: true });
    if (leaks.length) {
      // Vitest reports an error thrown here but still exits 0: set the exit code ourselves.
      console.error(`O log do servidor contém dados pessoais:\n${leaks.join('\n')}`);
      process.exitCode = 1;
    }
  };
}
