/**
 * npm run bench — list and detail latency of the proposals API at scale.
 *
 * Creates a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), seeds the demo data plus BENCH_PROPOSALS generated
 * proposals (default 1,000,000), then times each typical list query and the detail call through
 * app.inject, and the same SQL straight on a pg connection, and prints p50/p95 and their ratio.
 * The database is dropped at the end (BENCH_KEEP=1 keeps it; BENCH_DB=<name> times a kept one
 * again without seeding).
 * Not a test: it asserts nothing and prints the figures for a human to read.
 */
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { loadSessionUser } from '../../server/modules/auth/user-queries';
import { loadDetalhe } from '../../server/modules/propostas/detail-service';
import { scopeCondition, scopeOf } from '../../server/modules/propostas/access';
import {
  allOf,
  filterConditions,
  prefersDateIndex,
  searchCondition,
  statusCondition,
  tipoCondition,
  type Filtro,
} from '../../server/modules/propostas/list-filters';
import {
  cappedCountQuery,
  COUNT_CAP,
  estimateQuery,
  pageQuery,
} from '../../server/modules/propostas/list-service';
import { isCpf, NURSE_SITUACAO_LISTS, SITUACAO as S } from '../../src/domain';
import { benchToken, openBenchDatabase } from './database';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const dateBR = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const DAY = 86_400_000;
const f = (coluna: string, valor: string): Filtro => ({ coluna, operador: '=', valor });
const range = (min: string, max: string, from: Date, to: Date) => [
  f(min, dateBR(from)),
  f(max, dateBR(to)),
];

interface Scenario {
  name: string;
  user: 'gestorcomercial' | 'concessionaria' | 'enfermeiro';
  url: string;
  body: object;
  /** The WHERE the route builds for this body (for the direct SQL). */
  where: (scope: SQL | undefined) => SQL | undefined;
  pagina?: number;
  readByDateRange?: boolean;
}

function scenarios(now: Date): Scenario[] {
  const INDIVIDUAIS = tipoCondition([0, 1, 2]);
  const buscar = (
    name: string,
    situacoes: number[],
    filtros: Filtro[],
    user: Scenario['user'] = 'gestorcomercial',
    pagina = 1,
  ): Scenario => ({
    name,
    user,
    url: '/api/adesao/buscar',
    body: { situacoesPropostasAdesaoIds: situacoes, filtros, pagina, pageSize: 10 },
    where: (scope) =>
      allOf([scope, statusCondition(situacoes), INDIVIDUAIS, ...filterConditions(filtros)]),
    pagina,
    readByDateRange: prefersDateIndex(filtros, now),
  });
  const last90 = range('dataCriacaoMin', 'dataCriacaoMax', new Date(now.getTime() - 90 * DAY), now);
  const lastYear = new Date(now.getTime() - 365 * DAY);
  return [
    buscar('todas as propostas', [], []),
    buscar('situação: Integrado ERP', [S.IntegradoERP], []),
    buscar('entradas (Nova entrada, Reentrada)', [S.NovaEntrada, S.Reentrada], []),
    buscar('situação rara: Bloqueada', [S.Bloqueada], []),
    buscar('unidade 8 + Integrado ERP', [S.IntegradoERP], [f('unidade', '8')]),
    buscar('criadas nos últimos 90 dias', [], last90),
    buscar(
      'criadas em janeiro do ano passado',
      [],
      range('dataCriacaoMin', 'dataCriacaoMax', lastYear, new Date(lastYear.getTime() + 30 * DAY)),
    ),
    buscar(
      'alteradas nos últimos 30 dias',
      [],
      range('dataAlteracaoMin', 'dataAlteracaoMax', new Date(now.getTime() - 30 * DAY), now),
    ),
    buscar(
      'assinadas (Concluída) nos últimos 90 dias',
      [S.Concluida],
      range('dataContratoMin', 'dataContratoMax', new Date(now.getTime() - 90 * DAY), now),
    ),
    buscar('avaliação agendada', [S.AguardandoAvaliacaoEnfermagem], [f('agendamento', '2')]),
    buscar('concessionária: todas as suas', [], [], 'concessionaria'),
    buscar('concessionária: pendentes', [S.PendenciasCorretor], [], 'concessionaria'),
    buscar('página 50 de todas', [], [], 'gestorcomercial', 50),
    {
      name: 'portabilidade: Integrado ERP',
      user: 'concessionaria',
      url: '/api/portabilidade/buscar',
      body: { filters: [], situacoesPropostasAdesaoIds: [S.IntegradoERP], page: 1, pageSize: 10 },
      where: (scope) => allOf([scope, statusCondition([S.IntegradoERP]), tipoCondition([2])]),
    },
    {
      name: 'enfermagem: aguardando avaliação',
      user: 'enfermeiro',
      url: '/api/enfermeiro/propostasSituacao/aguardando-avaliacao',
      body: { pagina: 1, pageSize: 10 },
      where: () => statusCondition(NURSE_SITUACAO_LISTS['aguardando-avaliacao'].statuses),
    },
    {
      name: 'busca direta por nome ("maria sil")',
      user: 'gestorcomercial',
      url: '/api/adesao/pesquisar',
      body: { termo: 'Maria Sil' },
      where: (scope) => allOf([scope, searchCondition('Maria Sil', isCpf)]),
    },
  ];
}

async function main() {
  const bench = await openBenchDatabase('bench_propostas');
  const { app, handle } = bench;
  const direct = new pg.Pool({ connectionString: bench.url, max: 4 });
  try {
    const headers: Record<string, { authorization: string }> = {};
    const users: Record<string, Awaited<ReturnType<typeof loadSessionUser>>> = {};
    for (const username of ['gestorcomercial', 'concessionaria', 'enfermeiro']) {
      const token = await benchToken(app, username);
      headers[username] = { authorization: `Bearer ${token}` };
      const verified = await app.accessTokens.verify(token);
      users[username] = await loadSessionUser(handle.db, verified!.userId, verified!.sessionId);
    }

    const rows: string[][] = [];
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    for (const scenario of scenarios(new Date())) {
      const first = await app.inject({
        method: 'POST',
        url: scenario.url,
        headers: headers[scenario.user],
        payload: scenario.body,
      });
      if (first.statusCode !== 200)
        throw new Error(`${scenario.name}: ${first.statusCode} ${first.body}`);
      const total = first.json().data.total as number;
      const api = await time(() =>
        app.inject({
          method: 'POST',
          url: scenario.url,
          headers: headers[scenario.user],
          payload: scenario.body,
        }),
      );
      const where = scenario.where(scopeCondition(scopeOf(users[scenario.user]!)));
      const page = pageQuery(handle.db, where, {
        pagina: scenario.pagina ?? 1,
        pageSize: 10,
        readByDateRange: scenario.readByDateRange,
      }).toSQL();
      const counted = cappedCountQuery(handle.db, where).toSQL();
      const estimate = new PgDialect().sqlToQuery(estimateQuery(where));
      // The service runs the page and the count side by side on the pool; so does this.
      const sqlOnly = await time(async () => {
        const [, count] = await Promise.all([
          direct.query(page.sql, page.params),
          direct.query(counted.sql, counted.params),
        ]);
        if (Number(count.rows[0].n) > COUNT_CAP) await direct.query(estimate.sql, estimate.params);
      });
      rows.push([
        scenario.name,
        total.toLocaleString('pt-BR'),
        api.p50.toFixed(1),
        api.p95.toFixed(1),
        sqlOnly.p50.toFixed(1),
        sqlOnly.p95.toFixed(1),
        ratio(api.p95, sqlOnly.p95),
      ]);
    }
    const {
      rows: [sample],
    } = await direct.query<{ id: number }>(
      `select id from propostas_adesao where protocolo like 'LOTE-%' order by id desc limit 1 offset 5000`,
    );
    const detail = await time(() =>
      app.inject({
        method: 'GET',
        url: `/api/adesao/${sample.id}`,
        headers: headers.gestorcomercial,
      }),
    );
    // The detail is several reads (proposal, then unit, broker, contacts, dependents, names and
    // open pendencies side by side): its "direct" side runs the same reads without HTTP.
    const manager = users.gestorcomercial!;
    const detailSql = await time(() =>
      loadDetalhe(handle.db, manager, sample.id, app.config.publicUrl),
    );
    rows.push([
      'detalhe GET api/adesao/{id}',
      '1',
      detail.p50.toFixed(1),
      detail.p95.toFixed(1),
      detailSql.p50.toFixed(1),
      detailSql.p95.toFixed(1),
      ratio(detail.p95, detailSql.p95),
    ]);
    // What any authenticated call costs before its own work: token check and session lookup.
    const baseline = await time(() =>
      app.inject({ method: 'GET', url: '/api/User/MeusDados', headers: headers.gestorcomercial }),
    );

    const header = ['consulta', 'total', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'API/SQL p95'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(`Tempos em ms, ${RUNS} execuções de cada (página de 10):\n`);
    console.log(line(header));
    for (const r of rows) console.log(line(r));
    console.log(
      `\nReferência: GET api/User/MeusDados (token, sessão e uma consulta) p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms.`,
    );
  } finally {
    await direct.end();
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
