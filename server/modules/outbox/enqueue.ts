import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

/**
 * Topics this side writes; the delivery worker routes each one to its adapter
 * (server/modules/integracoes/handlers). Payloads:
 * - 'comunicacao.enviar': { comunicacaoId } (the communications-log row holds the rest)
 * - 'erp.integrar-proposta': { propostaId } (holder or dependent: the family contract goes),
 *   optionally with the ERP complement as it was requested: codigoCampanha, codigoGrupoCarencia,
 *   codigoTipoCobranca, tipoVenda, indComissionarProposta, indReteveAtoVenda,
 *   codMotivoNaoComissionar (without it the worker sends the spec's default complement)
 * - 'erp.consultar-integracao': { propostaId, protocolo } (written by the worker itself)
 * - 'assinatura.enviar-contrato': { propostaId } (the family contract is sent)
 * - 'assinatura.verificar': { propostaId, envelopeId } (written by the worker itself)
 * - 'assinatura.enviar-contrato-pme', 'erp.integrar-pme', 'erp.integrar-titulares-pme':
 *   { propostaPmeId } (server/modules/pme/outbox-handlers.ts; propostaId stays null, it names
 *   individual proposals)
 * - 'receita.consultar-cpf': { propostaId } (the Receita Federal check of that proposal's own CPF,
 *   server/modules/receita-federal)
 * - 'pme.enviar-link-assinatura': { propostaPmeId, envelopeId } (written by the worker once the
 *   PME contract's envelope is filed: the signing link is read from the envelope at delivery)
 * - 'usuario.primeiro-acesso': { usuarioId } (the set-password link is made at delivery, so no
 *   token is ever stored in plain text)
 */
export type OutboxTopic =
  | 'comunicacao.enviar'
  | 'erp.integrar-proposta'
  | 'erp.consultar-integracao'
  | 'assinatura.enviar-contrato'
  | 'assinatura.verificar'
  | 'usuario.primeiro-acesso'
  | 'assinatura.enviar-contrato-pme'
  | 'erp.integrar-pme'
  | 'erp.integrar-titulares-pme'
  | 'receita.consultar-cpf'
  | 'pme.enviar-link-assinatura';

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
  /** Not before this moment (a later poll); default: at once. */
  notBefore?: Date;
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
      ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
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
