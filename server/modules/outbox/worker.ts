import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations';
import { OutsideCallError } from '../../integrations/outside-call';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { retryDelayMs } from './backoff';
import { claim, LeaseLostError, release, settle, type Claimed } from './store';
import { PermanentDeliveryError, type DeliveryOutcome, type TopicHandlers } from './types';

export interface WorkerDependencies {
  db: Database;
  integrations: Integrations;
  config: AppConfig;
  log: FastifyBaseLogger;
  handlers: TopicHandlers;
  /** Messages taken per claim. */
  batchSize?: number;
}

/** A short, safe text for last_error: outside errors are already free of personal data. */
function describe(error: unknown): string {
  if (error instanceof OutsideCallError || error instanceof PermanentDeliveryError) {
    return error.message;
  }
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return `${error.name}${code ? ` (${code})` : ''}: ${error.message}`.slice(0, 500);
  }
  return 'erro desconhecido';
}

function isPermanent(error: unknown): boolean {
  return (
    error instanceof PermanentDeliveryError ||
    (error instanceof OutsideCallError && !error.retryable)
  );
}

/**
 * Delivers the outbox: claims due messages (short transaction, lease), calls the topic's handler
 * outside any transaction (the outside call carries the message's idempotency key), then settles
 * the message and the handler's database work in one transaction fenced by the lease.
 *
 * Crash safety: killed before settling, the message stays 'processing' until its lease runs out,
 * then any worker takes it again and repeats the call with the same key, which the receiver
 * recognises. Nothing is lost and nothing takes effect twice. Settling with a lost lease rolls
 * back, so two workers never both commit one message.
 */
export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly batchSize: number;
  /** Messages this worker holds a lease on and has not settled yet. */
  private readonly inHand = new Set<Claimed>();

  constructor(private readonly deps: WorkerDependencies) {
    this.batchSize = deps.batchSize ?? 10;
  }

  /** Starts polling; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.poll();
  }

  /**
   * Stops claiming, and waits for the deliveries under way to settle. With `graceMs`, waits that
   * long at most, then releases the leases still held so another process takes those messages at
   * once instead of after the lease (the receiver recognises a repeated call by its key).
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    const loop = this.loop ?? Promise.resolve();
    if (options.graceMs === undefined) {
      await loop;
    } else {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), options.graceMs);
      });
      const outcome = await Promise.race([loop.then(() => 'done' as const), expired]);
      clearTimeout(timer);
      if (outcome === 'expired' && this.inHand.size) {
        const released = await release(this.deps.db, [...this.inHand]);
        this.deps.log.warn({ released }, 'outbox: mensagens devolvidas à fila no encerramento');
      }
    }
    this.loop = null;
  }

  /** Polls now instead of at the end of the current pause (after an enqueue, a requeue). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Claims and delivers one batch; answers how many messages were handled. */
  async runOnce(): Promise<number> {
    const { db, config } = this.deps;
    const batch = await claim(db, this.batchSize, config.worker.leaseMs);
    await Promise.all(
      batch.map(async (claimed) => {
        this.inHand.add(claimed);
        try {
          await this.deliver(claimed);
        } finally {
          this.inHand.delete(claimed);
        }
      }),
    );
    return batch.length;
  }

  private async poll(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (err) {
        // The database is unreachable or closing: wait and try again, never crash the server.
        this.deps.log.error({ err }, 'outbox: falha ao buscar mensagens');
      }
      // A full batch means more may be due: go on at once.
      if (handled < this.batchSize && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.deps.config.worker.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }

  private async deliver(claimed: Claimed): Promise<void> {
    const { db, integrations, config, log, handlers } = this.deps;
    const { message } = claimed;
    const context = { topic: message.topic, outboxId: message.id, attempt: message.attempts };
    const handler = handlers[message.topic];
    if (!handler) {
      await this.settleSafely(claimed, {
        status: 'dead',
        error: format(servidor.outbox.falhas.topicoSemTratador, { topico: message.topic }),
      });
      return;
    }
    // A worker died while holding the message on its last try: give up instead of looping.
    if (message.attempts > config.worker.maxAttempts) {
      const error = servidor.outbox.falhas.tentativasEsgotadas;
      await this.settleSafely(claimed, { status: 'dead', error }, (tx) =>
        handler.onDead ? handler.onDead(tx, message, error) : Promise.resolve(),
      );
      return;
    }
    let outcome: DeliveryOutcome;
    try {
      outcome = await handler.deliver({ message, db, integrations, config, log });
    } catch (error) {
      await this.fail(claimed, error);
      return;
    }
    try {
      if (outcome.kind === 'later') {
        await settle(
          db,
          claimed,
          { status: 'pending', delayMs: outcome.delayMs, resetAttempts: true, error: outcome.note },
          outcome.commit,
        );
      } else {
        const note = outcome.kind === 'skipped' ? outcome.reason : null;
        await settle(db, claimed, { status: outcome.kind, note }, outcome.commit);
        log.info({ ...context, result: outcome.kind }, 'outbox: mensagem processada');
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log.warn(context, 'outbox: lease perdido; outro worker concluirá a mensagem');
        return;
      }
      // The outside call succeeded but recording it failed: retry; the key makes it harmless.
      await this.fail(claimed, error);
    }
  }

  private async fail(claimed: Claimed, error: unknown): Promise<void> {
    const { config, log, handlers } = this.deps;
    const { message } = claimed;
    const description = describe(error);
    const dead = isPermanent(error) || message.attempts >= config.worker.maxAttempts;
    const context = { topic: message.topic, outboxId: message.id, attempt: message.attempts };
    if (dead) {
      const handler = handlers[message.topic];
      log.error({ ...context, error: description }, 'outbox: mensagem sem entrega (dead letter)');
      await this.settleSafely(claimed, { status: 'dead', error: description }, (tx) =>
        handler?.onDead ? handler.onDead(tx, message, description) : Promise.resolve(),
      );
      return;
    }
    const delayMs = retryDelayMs(message.attempts, config.worker.retryBaseMs);
    log.warn(
      { ...context, error: description, delayMs },
      'outbox: falha na entrega; nova tentativa',
    );
    await this.settleSafely(claimed, { status: 'pending', delayMs, error: description });
  }

  /** Settles a failure; if even that fails, the lease expiry brings the message back. */
  private async settleSafely(
    claimed: Claimed,
    settlement: Parameters<typeof settle>[2],
    work?: Parameters<typeof settle>[3],
  ): Promise<void> {
    try {
      await settle(this.deps.db, claimed, settlement, work);
    } catch (err) {
      if (err instanceof LeaseLostError) return;
      this.deps.log.error(
        { err, outboxId: claimed.message.id },
        'outbox: falha ao registrar o resultado; a mensagem voltará após o lease',
      );
    }
  }
}
