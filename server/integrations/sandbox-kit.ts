import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * What every sandbox of an outside system shares (ERP, e-signature, SMS, CEP): the demo and the
 * tests run the real adapters against these small servers on 127.0.0.1.
 *
 * - Idempotency as a real provider does it: a repeated `Idempotency-Key` with the same body gets
 *   the first answer again (header `Idempotent-Replayed: true`) and no second effect; the same
 *   key with another body is refused with 422.
 * - Fault injection for tests, under `/__sandbox`: fail the next N calls, or hold the next N
 *   answers for a while (to stop a worker between the call and its commit).
 * - A call log, so a test can count calls and distinct idempotency keys.
 */

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  at: string;
  /** Answered by replaying the first answer of the same key. */
  replayed: boolean;
  /** Failed on purpose by an injected fault. */
  injectedFailure: boolean;
}

interface StoredAnswer {
  bodyHash: string;
  status: number;
  body: unknown;
}

export interface SandboxKit {
  calls: RecordedCall[];
  /**
   * Runs `effect` once per idempotency key and answers its result; a repeat of the key replays
   * the stored answer. Calls without a key are refused (400): every effect must carry one.
   */
  idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    effect: () => { status: number; body: unknown },
  ): FastifyReply;
  /** Clears faults, the call log and the idempotency store (the sandbox's own data stays). */
  resetKit(): void;
}

export interface SandboxOptions {
  /** Name shown in the answers of /__sandbox/estado. */
  name: string;
  logger?: boolean;
}

function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const CONTROL_PREFIX = '/__sandbox';

export function createSandbox(options: SandboxOptions): { app: FastifyInstance; kit: SandboxKit } {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 30 * 1024 * 1024 });
  const calls: RecordedCall[] = [];
  const answers = new Map<string, StoredAnswer>();
  let failNext = 0;
  let failStatus = 503;
  // Only calls whose "METHOD /path" starts with this fail (empty: any call).
  let failMatch = '';
  let holdNext = 0;
  let holdMs = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(CONTROL_PREFIX)) return;
    const key = request.headers['idempotency-key'];
    const call: RecordedCall = {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      idempotencyKey: typeof key === 'string' ? key : null,
      at: new Date().toISOString(),
      replayed: false,
      injectedFailure: false,
    };
    calls.push(call);
    (request as FastifyRequest & { sandboxCall?: RecordedCall }).sandboxCall = call;
    if (failNext > 0 && `${call.method} ${call.path}`.startsWith(failMatch)) {
      failNext -= 1;
      call.injectedFailure = true;
      return reply.status(failStatus).send({ erro: 'falha simulada pelo sandbox' });
    }
  });

  // Held answers: the effect is already applied, only the answer waits (the caller may die first).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.startsWith(CONTROL_PREFIX) || holdNext <= 0) return payload;
    holdNext -= 1;
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return payload;
  });

  app.post<{ Body: { quantidade?: number; status?: number; chamada?: string } }>(
    `${CONTROL_PREFIX}/falhas`,
    async (request) => {
      failNext = Math.max(0, Number(request.body?.quantidade ?? 1));
      failStatus = Number(request.body?.status ?? 503);
      failMatch = request.body?.chamada ?? '';
      return { falharProximas: failNext, status: failStatus, chamada: failMatch };
    },
  );
  app.post<{ Body: { quantidade?: number; ms?: number } }>(
    `${CONTROL_PREFIX}/atrasos`,
    async (request) => {
      holdNext = Math.max(0, Number(request.body?.quantidade ?? 1));
      holdMs = Math.max(0, Number(request.body?.ms ?? 5000));
      return { atrasarProximas: holdNext, ms: holdMs };
    },
  );
  app.get(`${CONTROL_PREFIX}/chamadas`, async () => ({
    sandbox: options.name,
    total: calls.length,
    chavesDistintas: new Set(calls.map((c) => c.idempotencyKey).filter(Boolean)).size,
    chamadas: calls,
  }));

  const kit: SandboxKit = {
    calls,
    idempotent(request, reply, effect) {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.trim() === '') {
        return reply.status(400).send({ erro: 'cabeçalho Idempotency-Key obrigatório' });
      }
      const scoped = `${request.method} ${request.routeOptions.url} ${key}`;
      const bodyHash = hashBody(request.body);
      const stored = answers.get(scoped);
      if (stored) {
        if (stored.bodyHash !== bodyHash) {
          return reply.status(422).send({ erro: 'Idempotency-Key já usada com outro conteúdo' });
        }
        const call = (request as FastifyRequest & { sandboxCall?: RecordedCall }).sandboxCall;
        if (call) call.replayed = true;
        return reply.status(stored.status).header('idempotent-replayed', 'true').send(stored.body);
      }
      const answer = effect();
      // Failed effects (4xx) are not stored: the caller may correct the body and try again.
      if (answer.status < 400) answers.set(scoped, { bodyHash, ...answer });
      return reply.status(answer.status).send(answer.body);
    },
    resetKit() {
      calls.length = 0;
      answers.clear();
      failNext = 0;
      holdNext = 0;
    },
  };
  return { app, kit };
}

/** Listens on 127.0.0.1 (a free port when `port` is 0) and answers the base URL. */
export async function listenSandbox(app: FastifyInstance, port = 0, host = '127.0.0.1') {
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host}:${actualPort}`;
}
