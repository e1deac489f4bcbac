import type { FastifyInstance } from 'fastify';
import { TOPIC_HANDLERS } from '../integracoes/handlers';
import { OutboxWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox delivery worker of this process (running unless WORKER_ENABLED=false). */
    outboxWorker: OutboxWorker;
  }
}

/**
 * Decorates `app.outboxWorker` and, unless disabled, runs it inside the server process from
 * `onReady` to `preClose` (before the database closes; SHUTDOWN_GRACE_MS bounds the wait). With DATABASE_URL, more workers may run
 * alone (`npm run worker`); with the embedded database this one is the only one.
 */
export function registerOutboxWorker(app: FastifyInstance): void {
  const worker = new OutboxWorker({
    db: app.db,
    integrations: app.integrations,
    config: app.config,
    log: app.log.child({ component: 'outbox' }),
    handlers: TOPIC_HANDLERS,
  });
  app.decorate('outboxWorker', worker);
  if (!app.config.worker.enabled) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop({ graceMs: app.config.shutdownGraceMs }));
}
