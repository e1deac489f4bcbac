/**
 * npm run bench:scale — does throughput grow with server processes? (issue 'Speed', Scale)
 *
 * One PostgreSQL database (BENCH_DATABASE_URL's server) seeded with the demo data plus
 * BENCH_SCALE_PROPOSALS generated proposals (default 100,000), then 1, 2 and 4 server processes
 * over it (the real server, compiled as `npm start` runs it, worker off, one signing key), and
 * for each a fixed load: BENCH_SCALE_CONCURRENCY client loops (default 32) spread round-robin
 * over the processes, each alternating a list call and a detail call, for BENCH_SCALE_SECONDS
 * (default 15). Prints requests per second and p50/p95 latency per process count. The nodes
 * share nothing but the database (tokens are JWTs, sessions are cached per process and kept in
 * step by LISTEN/NOTIFY), so the load generator signs in once, on the first node, and uses that
 * token on every node.
 *
 * On a machine with N cores the curve flattens at N processes (the load generator and
 * PostgreSQL share those cores): read the figures with `nproc` in mind.
 * Not a test: it asserts nothing and prints the figures for a human to read.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from './database';
import { startServer, type RunningServer } from './servidor';

const PROPOSALS = Number(process.env.BENCH_SCALE_PROPOSALS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const PROCESS_COUNTS = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,4').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_SCALE_PORT ?? 4700);
const SECRET = 'bench-scale-secret-that-is-long-enough-for-hs256';

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'gestorcomercial',
      password: 'Adesao@2026',
      scope: 'openid profile email offline_access',
      client_id: 'comercial-web',
    }),
  });
  if (!res.ok) throw new Error(`login recusado: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Load {
  requests: number;
  errors: number;
  samples: number[];
}

/** One client: list then the first row's detail, again and again, until the deadline. */
async function client(url: string, token: string, deadline: number, load: Load) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let pagina = 1;
  while (performance.now() < deadline) {
    let start = performance.now();
    const list = await fetch(`${url}/api/adesao/buscar`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ situacoesPropostasAdesaoIds: [], filtros: [], pagina, pageSize: 10 }),
    });
    const body = (await list.json()) as { data?: { itens?: { id: number }[] } };
    load.samples.push(performance.now() - start);
    load.requests++;
    if (!list.ok) load.errors++;
    pagina = (pagina % 20) + 1;
    const id = body.data?.itens?.[0]?.id;
    if (id === undefined) continue;
    start = performance.now();
    const detail = await fetch(`${url}/api/adesao/${id}`, { headers });
    await detail.arrayBuffer();
    load.samples.push(performance.now() - start);
    load.requests++;
    if (!detail.ok) load.errors++;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 100 ticks/s). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function measure(nodes: RunningServer[], token: string) {
  // Warm every node (connections, JIT) before the clock starts.
  await Promise.all(
    nodes.map((node) => client(node.url, token, performance.now() + 2_000, freshLoad())),
  );
  const load = freshLoad();
  const cpuBefore = nodes.map((node) => cpuSeconds(node.process.pid));
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, i) =>
      client(nodes[i % nodes.length].url, token, deadline, load),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const serverCpu = nodes.reduce(
    (sum, node, i) => sum + cpuSeconds(node.process.pid) - cpuBefore[i],
    0,
  );
  load.samples.sort((a, b) => a - b);
  return {
    rps: load.requests / elapsed,
    p50: percentile(load.samples, 50),
    p95: percentile(load.samples, 95),
    errors: load.errors,
    cpuMsPerRequest: (serverCpu * 1000) / load.requests,
  };
}

function freshLoad(): Load {
  return { requests: 0, errors: 0, samples: [] };
}

async function main() {
  const bench = await openBenchDatabase('bench_escala', PROPOSALS);
  // The bench's own in-process server is not used here: the processes below are.
  await bench.app.close();
  console.log(
    `Escala: ${PROPOSALS.toLocaleString('pt-BR')} propostas, ${CONCURRENCY} clientes, ` +
      `${SECONDS} s por medida, ${os.availableParallelism()} núcleos\n`,
  );
  // 'CPU/req' is the servers' own CPU per request: 1000 / it is what one core can serve.
  console.log('processos   req/s   p50 (ms)   p95 (ms)   CPU/req (ms)   erros');
  let baseline: number | undefined;
  try {
    for (const count of PROCESS_COUNTS) {
      const publicUrl = `http://127.0.0.1:${FIRST_PORT}`;
      const nodes = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          startServer(FIRST_PORT + i, {
            DATABASE_URL: bench.url,
            JWT_SECRET: SECRET,
            PUBLIC_URL: publicUrl,
            WORKER_ENABLED: 'false',
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
          }),
        ),
      );
      try {
        const token = await signIn(nodes[0].url);
        const result = await measure(nodes, token);
        baseline ??= result.rps;
        console.log(
          `${String(count).padStart(9)}   ${result.rps.toFixed(0).padStart(5)}   ` +
            `${result.p50.toFixed(1).padStart(8)}   ${result.p95.toFixed(1).padStart(8)}   ` +
            `${result.cpuMsPerRequest.toFixed(2).padStart(12)}   ` +
            `${String(result.errors).padStart(5)}   (${(result.rps / baseline).toFixed(2)}×)`,
        );
      } finally {
        await Promise.all(nodes.map((node) => node.stop()));
      }
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
