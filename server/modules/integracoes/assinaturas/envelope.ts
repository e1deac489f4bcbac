import { assinaturasContratos } from '../../../db/schema';
import type { Transaction } from '../../../db/client';
import type { Envelope, SignatarioRequest } from '../../../integrations/signature/contract';
import { enqueue } from '../../outbox/enqueue';
import type { DeliveryContext, DeliveryOutcome } from '../../outbox/types';
import { evidencias } from './verificar';

/** One contract to be signed: what goes to the e-signature service and how it is filed here. */
export interface ContratoParaAssinar {
  /** TIPO_CONTRATO_ADESAO or TIPO_CONTRATO_PME, with the id of the proposal it belongs to. */
  tipo: number;
  referenciaId: number;
  /** The service's reference for the envelope, e.g. `adesao:12`. */
  referencia: string;
  nomeArquivo: string;
  pdf: Uint8Array;
  signatarios: SignatarioRequest[];
  /** The payload of the 'assinatura.verificar' message that will poll the envelope. */
  verificar: Record<string, unknown>;
  /** The individual proposal the polling message concerns (its communications log). */
  propostaId?: number;
  /** More work in the same transaction, the first time this envelope is stored. */
  aoRegistrar?(tx: Transaction, envelope: Envelope): Promise<void>;
}

/**
 * Sends a contract to the e-signature service and, in the transaction that marks the message
 * delivered, files the envelope and queues its polling. A retry that reaches the service twice
 * gets the same envelope back (same idempotency key), and `onConflictDoNothing` keeps it filed
 * once: the follow-up work runs only for the first copy.
 */
export async function enviarParaAssinatura(
  { message, integrations, config }: DeliveryContext,
  contrato: ContratoParaAssinar,
): Promise<DeliveryOutcome> {
  const envelope = await integrations.signature!.enviarContrato(
    {
      referencia: contrato.referencia,
      documento: {
        nome: contrato.nomeArquivo,
        conteudoBase64: Buffer.from(contrato.pdf).toString('base64'),
      },
      signatarios: contrato.signatarios,
    },
    message.idempotencyKey,
  );
  return {
    kind: 'delivered',
    commit: async (tx) => {
      const [created] = await tx
        .insert(assinaturasContratos)
        .values({
          tipo: contrato.tipo,
          referenciaId: contrato.referenciaId,
          envelopeId: envelope.envelopeId,
          situacao: envelope.situacao,
          signatarios: evidencias(envelope),
          outboxId: message.id,
        })
        .onConflictDoNothing({ target: assinaturasContratos.envelopeId })
        .returning({ id: assinaturasContratos.id });
      if (!created) return;
      await enqueue(tx, {
        topic: 'assinatura.verificar',
        payload: { ...contrato.verificar, envelopeId: envelope.envelopeId },
        idempotencyKey: `assinatura.verificar:${envelope.envelopeId}`,
        propostaId: contrato.propostaId,
        notBefore: new Date(Date.now() + config.worker.signaturePollMs),
      });
      await contrato.aoRegistrar?.(tx, envelope);
    },
  };
}
