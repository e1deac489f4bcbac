import { count, isNotNull, min, sql, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { authSessions, loginFailures, outbox } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (GET /metrics). */
    metricas: Metricas;
  }
}

export interface Metricas {
  registry: Registry;
  loginsRecusados: Counter<'motivo'>;
  bloqueiosLogin: Counter<'tipo'>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics an operator watches. Request and query figures are this process's (Prometheus sums
 * the instances); the outbox, lock and session figures are read from the database at scrape time,
 * so every instance reports the same shared state. One registry per app: tests build many apps.
 */
export function registerMetricas(app: FastifyInstance, database: DatabaseHandle): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'adesao_' });

  const requests = new Counter({
    name: 'adesao_http_requests_total',
    help: 'Requisições HTTP respondidas, por rota, método e status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'adesao_http_request_duration_seconds',
    help: 'Tempo de resposta das requisições HTTP, por rota, método e status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  // The route's pattern, never the URL: ids and tokens stay out of the labels.
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'sem rota',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const queries = new Histogram({
    name: 'adesao_db_query_duration_seconds',
    help: 'Tempo das consultas ao banco de dados.',
    buckets: SECONDS,
    registers: [registry],
  });
  database.queryObserver.listener = (seconds) => queries.observe(seconds);
  new Gauge({
    name: 'adesao_db_pool_connections',
    help: 'Conexões do pool com o banco, por estado (total, idle, waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  registerDatabaseGauges(app, registry);
  const metricas: Metricas = {
    registry,
    loginsRecusados: new Counter({
      name: 'adesao_logins_recusados_total',
      help: 'Logins recusados, por motivo (credenciais, bloqueado, inativo, perfil).',
      labelNames: ['motivo'] as const,
      registers: [registry],
    }),
    bloqueiosLogin: new Counter({
      name: 'adesao_bloqueios_login_total',
      help: 'Bloqueios por excesso de tentativas aplicados por este processo, por tipo (usuario, ip).',
      labelNames: ['tipo'] as const,
      registers: [registry],
    }),
  };
  app.decorate('metricas', metricas);
  app.addHook('onClose', async () => {
    database.queryObserver.listener = null;
  });
}

/** Shared state read from the database when Prometheus scrapes. */
function registerDatabaseGauges(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'adesao_outbox_pendentes',
    help: 'Mensagens da outbox a entregar (pendentes ou em entrega), por tópico.',
    labelNames: ['topic'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await app.db
        .select({ topic: outbox.topic, total: count() })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'processing']))
        .groupBy(outbox.topic);
      for (const row of rows) this.set({ topic: row.topic }, row.total);
    },
  });
  new Gauge({
    name: 'adesao_outbox_mais_antiga_segundos',
    help: 'Idade da mensagem pendente mais antiga da outbox, em segundos (0 quando não há).',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'processing']));
      this.set(row?.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'adesao_outbox_mortas',
    help: 'Mensagens da outbox que esgotaram as tentativas (dead letters), por tópico.',
    labelNames: ['topic'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await app.db
        .select({ topic: outbox.topic, total: count() })
        .from(outbox)
        .where(sql`${outbox.status} = 'dead'`)
        .groupBy(outbox.topic);
      for (const row of rows) this.set({ topic: row.topic }, row.total);
    },
  });
  new Gauge({
    name: 'adesao_bloqueios_login_ativos',
    help: 'Usuários e endereços bloqueados neste momento por excesso de tentativas.',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ total: count() })
        .from(loginFailures)
        .where(gt(loginFailures.lockedUntil, sql`now()`));
      this.set(row?.total ?? 0);
    },
  });
  new Gauge({
    name: 'adesao_sessoes_revogadas',
    help: 'Sessões revogadas registradas no banco, por motivo (logout, desativação, reuso...).',
    labelNames: ['motivo'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await app.db
        .select({ motivo: authSessions.revokedReason, total: count() })
        .from(authSessions)
        .where(isNotNull(authSessions.revokedAt))
        .groupBy(authSessions.revokedReason);
      for (const row of rows) this.set({ motivo: row.motivo ?? 'outro' }, row.total);
    },
  });
}
