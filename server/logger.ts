import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';

/**
 * Long digit runs in a URL are CPFs, CNPJs or tokens: personal data that must not reach the logs.
 * Query strings are dropped for the same reason.
 */
export function redactUrl(url: string): string {
  const withoutQuery = url.split('?')[0] ?? url;
  return withoutQuery.replace(/[A-Za-z0-9_-]{32,}/g, '***').replace(/\d{8,}/g, '***');
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Pino through Fastify: one line per request with its id, never a body, a header other than the
 * app identification, or an error stack (the stack stays in the process, not in the log line).
 */
export function loggerOptions(
  level: string,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'disableRequestLogging' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      redact: ['req.headers.authorization', 'req.body', 'res.body'],
      serializers: {
        req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
          method: req.method,
          url: redactUrl(req.url),
          appName: req.headers['appname'],
          appVersion: req.headers['appversion'],
        }),
        err: (err: Error & { code?: string; statusCode?: number }) => ({
          type: err.name,
          message: err.message,
          code: err.code,
          statusCode: err.statusCode,
        }),
        // Fastify's type wants a stack; leaving it out is the point.
      } as never,
    },
    // The incoming x-request-id is honoured only when it looks like an id (see genReqId).
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}
