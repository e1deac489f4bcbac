import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission, requireUser } from '../auth/current-user';
import { IntegracoesAoVivo } from './integracoes';
import { PropostasAoVivo } from './propostas';
import { abrirEventos } from './sse';

declare module 'fastify' {
  interface FastifyInstance {
    propostasAoVivo: PropostasAoVivo;
  }
}

/**
 * Server-sent event streams, read with fetch (the token goes in the Authorization header, never
 * in the URL) and reopened by the client when they end:
 * - GET /api/propostas/eventos, for the live lists and the open proposal view: each `propostas`
 *   event carries the ids of proposals the user may see that changed (or `{ "todas": true }`
 *   after a bulk change);
 * - GET /api/integracoes/eventos, for the Integrações screen: an `integracoes` event whenever
 *   outbox messages were added or changed.
 */
const aoVivoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const propostas = new PropostasAoVivo(app.db, (err) =>
    app.log.error({ err }, 'listas ao vivo: falha ao consultar o escopo'),
  );
  const integracoes = new IntegracoesAoVivo();
  app.decorate('propostasAoVivo', propostas);
  const abertos = new Set<() => void>();
  app.addHook('onReady', async () => {
    await propostas.start(app.notifications);
    await integracoes.start(app.notifications);
  });
  // Shutting down ends the streams, so the requests in flight can drain (graceful restarts).
  app.addHook('preClose', async () => {
    for (const fechar of abertos) fechar();
    await propostas.stop();
    await integracoes.stop();
  });

  app.get(
    '/api/propostas/eventos',
    {
      preHandler: requirePermission('proposta', 'list'),
      schema: {
        tags: ['Propostas'],
        summary: 'Eventos (text/event-stream) das propostas que o usuário vê e que mudaram',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      abrirEventos(reply, abertos, (enviar) =>
        propostas.ouvir(user, (aviso) => enviar('propostas', aviso)),
      );
    },
  );

  app.get(
    '/api/integracoes/eventos',
    {
      preHandler: requirePermission('integracao', 'list'),
      schema: {
        tags: ['Integrações'],
        summary: 'Eventos (text/event-stream) a cada mensagem de integração criada ou alterada',
        produces: ['text/event-stream'],
      },
    },
    async (_request, reply) => {
      abrirEventos(reply, abertos, (enviar) => integracoes.ouvir(() => enviar('integracoes', {})));
    },
  );
};

export default aoVivoRoutes;
