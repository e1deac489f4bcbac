import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission, requireUser } from '../auth/current-user';
import { PropostasAoVivo, type AvisoPropostas } from './propostas';

declare module 'fastify' {
  interface FastifyInstance {
    propostasAoVivo: PropostasAoVivo;
  }
}

/** A stream lives this long; the client opens another with a token checked again. */
export const DURACAO_MAXIMA_MS = 10 * 60_000;
/** A comment now and then keeps proxies from closing a quiet stream. */
const BATIMENTO_MS = 25_000;

/**
 * GET /api/propostas/eventos: server-sent events for the live lists and the open proposal view.
 * Each `propostas` event carries the ids of proposals the user may see that changed (or
 * `{ "todas": true }` after a bulk change). Read with fetch (the token goes in the
 * Authorization header, never in the URL), reconnecting when the stream ends.
 */
const aoVivoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const aoVivo = new PropostasAoVivo(app.db, (err) =>
    app.log.error({ err }, 'listas ao vivo: falha ao consultar o escopo'),
  );
  app.decorate('propostasAoVivo', aoVivo);
  const abertos = new Set<() => void>();
  app.addHook('onReady', async () => aoVivo.start(app.notifications));
  // Shutting down ends the streams, so the requests in flight can drain (graceful restarts).
  app.addHook('preClose', async () => {
    for (const fechar of abertos) fechar();
    await aoVivo.stop();
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
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the events in a buffer.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n: conectado\n\n');
      const enviar = (aviso: AvisoPropostas) =>
        raw.write(`event: propostas\ndata: ${JSON.stringify(aviso)}\n\n`);
      const parar = aoVivo.ouvir(user, enviar);
      const batimento = setInterval(() => raw.write(': \n\n'), BATIMENTO_MS);
      const fim = setTimeout(() => fechar(), DURACAO_MAXIMA_MS);
      const fechar = () => {
        parar();
        clearInterval(batimento);
        clearTimeout(fim);
        abertos.delete(fechar);
        raw.end();
      };
      abertos.add(fechar);
      raw.on('close', fechar);
    },
  );
};

export default aoVivoRoutes;
