import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { EnvelopeOf } from '../../http/envelope';

const ReadyData = Type.Object({
  status: Type.Union([Type.Literal('pronto'), Type.Literal('indisponivel')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  migrations: Type.Union([Type.Literal('ok'), Type.Literal('pendentes'), Type.Literal('error')]),
  encerrando: Type.Boolean(),
});

/** When the newest committed migration was generated: the migrator records that time. */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});

/**
 * Liveness (/api/health: the process answers, and says whether the database does) and readiness
 * (/api/health/ready: send traffic here? the database answers, every migration is applied and
 * the process is not shutting down). Public: load balancers and the e2e harness poll them.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const expectedMigration = newestMigration();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado do serviço e do banco de dados',
        response: { 200: EnvelopeOf(HealthData), 503: EnvelopeOf(HealthData) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return {
          success: true,
          data: { status: 'ok' as const, database: 'ok' as const },
          messages: [],
        };
      } catch (err) {
        request.log.error({ err }, 'banco de dados indisponível');
        return reply.status(503).send({
          success: false,
          data: { status: 'degraded' as const, database: 'error' as const },
          messages: [servidor.health.bancoIndisponivel],
        });
      }
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Prontidão: banco acessível, migrações aplicadas e processo fora de encerramento',
        response: { 200: EnvelopeOf(ReadyData), 503: EnvelopeOf(ReadyData) },
      },
    },
    async (request, reply) => {
      let database: 'ok' | 'error' = 'ok';
      let migrations: 'ok' | 'pendentes' | 'error' = 'error';
      try {
        const result = (await app.db.execute(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { newest: string | number | null }[] };
        const newest = Number(result.rows[0]?.newest ?? 0);
        migrations = newest >= expectedMigration ? 'ok' : 'pendentes';
      } catch (err) {
        database = 'error';
        request.log.error({ err }, 'prontidão: banco de dados indisponível');
      }
      const ready = database === 'ok' && migrations === 'ok' && !closing;
      const messages = [
        ...(database === 'error' ? [servidor.health.bancoIndisponivel] : []),
        ...(migrations === 'pendentes' ? [servidor.health.migracoesPendentes] : []),
        ...(closing ? [servidor.health.servidorEncerrando] : []),
      ];
      const data = {
        status: ready ? ('pronto' as const) : ('indisponivel' as const),
        database,
        migrations,
        encerrando: closing,
      };
      return reply.status(ready ? 200 : 503).send({ success: ready, data, messages });
    },
  );
};

export default healthRoutes;
