import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { EnvelopeOf } from '../../http/envelope';

const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});

/** Liveness and database reachability, public (load balancers and the e2e harness poll it). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
          messages: ['Banco de dados indisponível'],
        });
      }
    },
  );
};

export default healthRoutes;
