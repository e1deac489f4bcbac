import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Long digit runs in a URL are CPFs, CNPJs or tokens: personal data that must not reach the logs.
 * Query strings are dropped for the same reason. The applicant's addresses are secrets whatever
 * their length: the video invite's short code (/l/{code}, 8 characters), the room's and the
 * applicant page's tokens.
 */
export function redactUrl(url: string): string {
  const withoutQuery = url.split('?')[0] ?? url;
  return withoutQuery
    .replace(/^\/(l|mpa|sala-video)\/[^/]+/, '/$1/***')
    .replace(/[A-Za-z0-9_-]{32,}/g, '***')
    .replace(/\d{8,}/g, '***');
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

type LoggedError = Error & { code?: string; statusCode?: number; cause?: unknown };

/**
 * An error as a log line may carry it: its type, code and message, never its stack. A failed
 * query (Drizzle's 'Failed query: select … params: …') keeps neither the statement nor its
 * parameters, which hold CPFs and whatever a client typed; nor does the database's own message
 * ('invalid input syntax for type integer: "…"'). Its SQLSTATE code says what went wrong.
 */
export function serializeError(err: LoggedError) {
  const cause = err.cause as { code?: unknown } | undefined;
  if (err instanceof DrizzleQueryError || err.message.startsWith('Failed query:')) {
    return {
      type: 'DrizzleQueryError',
      message: 'Falha na consulta ao banco de dados (parâmetros omitidos)',
      code: typeof cause?.code === 'string' ? cause.code : err.code,
      statusCode: err.statusCode,
    };
  }
  return { type: err.name, message: err.message, code: err.code, statusCode: err.statusCode };
}

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
        err: serializeError,
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
