import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

/** Topics this side writes; the delivery worker routes each one to its adapter. */
export type OutboxTopic =
  'comunicacao.enviar' | 'erp.integrar-proposta' | 'assinatura.enviar-contrato';

export interface OutboxMessage {
  topic: OutboxTopic;
  /**
   * What the worker needs to find the work, by reference: ids and keys, never health data
   * (destination and text of a message stay in its communications-log row).
   */
  payload: Record<string, string | number | boolean | null>;
  /** Same key, same message: a retry of the same request enqueues nothing new. */
  idempotencyKey: string;
  propostaId?: number | null;
}

/**
 * Writes a message to the transactional outbox. Pass the transaction of the change that causes
 * the message, so both commit or neither does. Returns the outbox id (the existing one when the
 * idempotency key was already used).
 */
export async function enqueue(tx: Executor, message: OutboxMessage): Promise<number> {
  const [created] = await tx
    .insert(outbox)
    .values({
      topic: message.topic,
      payload: message.payload,
      idempotencyKey: message.idempotencyKey,
      propostaId: message.propostaId ?? null,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, message.idempotencyKey));
  return existing.id;
}
