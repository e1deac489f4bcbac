/**
 * npm run bench:relatorios — rows per second and peak memory of the general report export.
 *
 * Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), seeds the demo data plus BENCH_PROPOSALS generated
 * proposals (default 1,000,000, spread over three years), starts the real server on a local port
 * and downloads POST api/relatorio/geral for each yearly period (the longest the rules allow),
 * reading the CSV as a browser would. Memory is sampled every 20 ms during each download.
 * BENCH_DB=<name> reuses a kept database (BENCH_KEEP=1) without seeding.
 * Not a test: it asserts nothing and prints the figures for a human to read.
 */
import { performance } from 'node:perf_hooks';
import { addDays, format, subMonths, subYears } from 'date-fns';
import { ALL_SITUACAO_IDS } from '../../src/domain';
import { benchToken, openBenchDatabase } from './database';

const MB = 1024 * 1024;

/**
 * Peak RSS and heap while `fn` runs, sampled every 20 ms, after a full collection (run with
 * --expose-gc) so each figure starts from the same floor: the growth is what the export costs.
 */
async function withPeakMemory<T>(fn: () => Promise<T>) {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  try {
    const result = await fn();
    return { result, rss, heap, rssGrowth: rss - start.rss, heapGrowth: heap - start.heapUsed };
  } finally {
    clearInterval(timer);
  }
}

/** Downloads one export and counts its lines without keeping them. */
async function download(url: string, authorization: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`exportação falhou: ${res.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { rows: lines - 1, bytes };
}

async function main() {
  const bench = await openBenchDatabase('bench_relatorios');
  const { app } = bench;
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorization = `Bearer ${await benchToken(app, 'gestorcomercial')}`;

    console.log(`\nRelatório geral (CSV), servidor real, do período de um mês ao de um ano:\n`);
    console.log(
      'período                   linhas  segundos  linhas/s  pico RSS (+cresc.)  pico heap (+cresc.)',
    );
    const baseline = process.memoryUsage().rss;
    const today = new Date();
    const periods = [
      [addDays(subMonths(today, 1), 1), today],
      [addDays(subMonths(today, 6), 1), today],
      ...[0, 1, 2].map((back) => [addDays(subYears(today, back + 1), 1), subYears(today, back)]),
    ];
    for (const [start, end] of periods as [Date, Date][]) {
      const body = {
        dataInicio: format(start, 'dd/MM/yyyy'),
        dataFim: format(end, 'dd/MM/yyyy'),
        situacoes: ALL_SITUACAO_IDS,
      };
      const began = performance.now();
      const { result, rss, heap, rssGrowth, heapGrowth } = await withPeakMemory(() =>
        download(`${address}/api/relatorio/geral`, authorization, body),
      );
      const seconds = (performance.now() - began) / 1000;
      console.log(
        [
          `${body.dataInicio}–${body.dataFim}`.padEnd(24),
          String(result.rows).padStart(7),
          seconds.toFixed(2).padStart(9),
          Math.round(result.rows / seconds)
            .toLocaleString('pt-BR')
            .padStart(10),
          `${(rss / MB).toFixed(0)} MB (+${(rssGrowth / MB).toFixed(0)})`.padStart(19),
          `${(heap / MB).toFixed(0)} MB (+${(heapGrowth / MB).toFixed(0)})`.padStart(20),
        ].join(' '),
      );
    }
    console.log(`\nRSS do processo antes das exportações: ${(baseline / MB).toFixed(0)} MB`);
    console.log(
      'Meta: ≥ 100.000 linhas/s e crescimento de memória estável (< 150 MB) qualquer que seja o volume.',
    );
  } finally {
    await bench.close();
  }
}

await main();
