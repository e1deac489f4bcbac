/**
 * The real server as a child process, for the benchmarks that measure it from outside (browser,
 * several processes). Not a test helper: the browser suite has its own global setup.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`o servidor terminou com código ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs} ms`);
}

let built = false;
/** The compiled server, built once per benchmark (escala.ts starts several at a time). */
function buildOnce() {
  if (built) return;
  execSync('node scripts/build-server.mjs', { stdio: 'ignore' });
  built = true;
}

/**
 * Starts the server as `npm start` runs it (compiled into dist-server/, built here first) on
 * 127.0.0.1:port with the given environment; resolves when healthy.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const merged = {
    ...process.env,
    LOG_LEVEL: 'warn',
    // The benchmark databases hold the demo data, which production refuses to serve.
    APP_ENV: 'test',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // A variable given as undefined is removed (e.g. DATABASE_URL, for the embedded database).
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
  buildOnce();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 300_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
