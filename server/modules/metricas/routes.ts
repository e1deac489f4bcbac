import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BlockList, isIPv6 } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import { forbidden } from '../../http/errors';

/** The networks of METRICS_ALLOW as a BlockList (node:net matches addresses against CIDRs). */
function allowList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/');
    list.addSubnet(address!, Number(prefix), isIPv6(address!) ? 'ipv6' : 'ipv4');
  }
  return list;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format. Open to the bearer of METRICS_TOKEN from anywhere,
 * and without it to the networks of METRICS_ALLOW (loopback by default). The socket's address
 * is what counts, never X-Forwarded-For: behind a proxy, scrape with the token.
 */
const metricasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { token, allow } = app.config.metrics;
  const allowed = allowList(allow);
  const mayRead = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    if (token && header.startsWith('Bearer ') && sameSecret(header.slice(7), token)) return true;
    const address = request.socket.remoteAddress ?? '';
    const v4mapped = address.startsWith('::ffff:') ? address.slice(7) : null;
    if (v4mapped) return allowed.check(v4mapped, 'ipv4');
    return allowed.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };

  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Métricas no formato do Prometheus (token METRICS_TOKEN ou rede METRICS_ALLOW)',
        security: [],
        produces: ['text/plain'],
        response: { 200: Type.String() },
      },
    },
    async (request, reply) => {
      if (!mayRead(request)) throw forbidden();
      const body = await app.metricas.registry.metrics();
      return reply.type(app.metricas.registry.contentType).send(body);
    },
  );
};

export default metricasRoutes;
