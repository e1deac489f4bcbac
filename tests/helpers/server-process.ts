/**
 * The real server as a child process, for the tests that must kill it or watch it start (crash
 * safety, restarts) and the browser files that need a server of their own. Each call picks a
 * free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves once the process has exited (whatever the signal). */
  exited: Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls GET /api/health until it answers 200 (bounded: the server may be rebuilding). */
async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `o servidor terminou antes de responder (${child.exitCode ?? child.signalCode})`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs} ms`);
}

/**
 * How to run the server or the worker in the API tests: the bundle their global setup compiled
 * from this checkout (tests/helpers/compiled-server.ts), or the TypeScript source through tsx
 * when a file runs outside that project.
 */
export function serverCommand(program: 'main' | 'worker'): string[] {
  const dir = inject('compiledServerDir');
  return dir ? [path.join(dir, `${program}.js`)] : ['--import', 'tsx', `server/${program}.ts`];
}

/**
 * `entry` is the API tests' compiled server by default; the browser suite passes the compiled
 * server its global setup built, and shows its log (warnings and errors) beside the test's
 * output, where a failure is read.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  {
    entry,
    log = false,
    root = ROOT,
  }: {
    entry?: 'dist-server/main.js';
    log?: boolean;
    /** The project folder it runs in: a copy with a dist/ of its own (service-worker.e2e.ts). */
    root?: string;
  } = {},
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const args = entry ? [entry] : serverCommand('main');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      WORKER_ENABLED: 'false',
      // Not production: the demo data is seeded and served (production refuses it).
      APP_ENV: 'test',
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenOn}`;
  try {
    await healthy(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, child, exited };
}

export interface OwnServer {
  url: string;
  /** Stops the server (SIGTERM, waiting for its exit) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * A browser test file's own server, for the files that need outside systems wired in (ERP,
 * e-signature, SMS and e-mail sandboxes) which the suite's shared server has not: a data
 * directory of its own with fresh demo data, the outbox worker on, and the compiled server the e2e global
 * setup built (`dist-server/`, serving the SPA of `dist/`), as `npm start` runs it.
 */
export async function startOwnServer(
  name: string,
  env: (url: string) => Record<string, string>,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `adesao-e2e-${name}-`));
  // The run's migrated and seeded database (tests/e2e/global-setup.ts): the same demo data as a
  // fresh start, without migrating and seeding again.
  const template = inject('e2eDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess;
  try {
    server = await startServerProcess(
      { WORKER_ENABLED: 'true', LOG_LEVEL: 'warn', ...env(url), DATA_DIR: dataDir },
      port,
      { entry: 'dist-server/main.js', log: true },
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
