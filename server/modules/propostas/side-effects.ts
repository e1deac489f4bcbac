import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { complementosIntegracaoErp, propostaAdesaoContatos } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { MODELOS, queueMessage, type Autor } from '../comunicacoes/service';
import { linkProponente } from '../integracoes/comunicacoes/links';
import { enqueue } from '../outbox/enqueue';
import { issueLink } from '../proponente/links';
import { solicitarConsultaReceita } from '../receita-federal/consulta';
import type { TransitionResult } from './transitions';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * Work for outside systems that some transitions cause. Each runs inside the transition's
 * transaction: the outbox row commits with the status change or not at all. Idempotency keys
 * carry the version the transition produced, so one transition is one message.
 */

export const SEM_CONTATO_TERMO = servidor.propostas.semContatoParaTermo;

/**
 * Submitting sends the purchase-intent link by SMS to the first phone and by e-mail, if any. The
 * message log keeps the address it delivers; the links table keeps only the token's hash.
 */
export function sendPurchaseIntentTerm(publicUrl: string, autor: Autor) {
  return async (tx: Transaction, { proposta }: TransitionResult) => {
    const [phone] = await tx
      .select({ telefone: propostaAdesaoContatos.telefone })
      .from(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, proposta.id))
      .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id))
      .limit(1);
    const destinations = [
      ...(phone ? [{ canal: 'sms' as const, destino: phone.telefone }] : []),
      ...(proposta.email ? [{ canal: 'email' as const, destino: proposta.email }] : []),
    ];
    // Throwing here rolls the submission back: a submitted proposal whose applicant cannot
    // receive the term would be stuck.
    if (destinations.length === 0) throw badRequest(SEM_CONTATO_TERMO);
    // One fresh link (hashed token, one purpose, expiring) shared by both channels.
    const { token } = await issueLink(tx, proposta.id, 'termo');
    for (const { canal, destino } of destinations) {
      await queueMessage(tx, {
        propostaAdesaoId: proposta.id,
        canal,
        destino,
        modelo: MODELOS.termo.modelo,
        link: linkProponente(publicUrl, token),
        autor,
      });
    }
  };
}

/**
 * A submitted proposal (holder or dependent: each has its own CPF) is checked against the Receita
 * Federal in the outbox; the submission does not wait for it
 * (docs/decisions/0116-receita-federal-divergences.md).
 */
export async function requestReceitaCheck(tx: Transaction, { proposta }: TransitionResult) {
  await solicitarConsultaReceita(tx, proposta.id, `v${proposta.versao}`);
}

/** Everything a holder's submission sends out: the purchase-intent term and the CPF check. */
export function submissionEffects(publicUrl: string, autor: Autor) {
  const term = sendPurchaseIntentTerm(publicUrl, autor);
  return async (tx: Transaction, result: TransitionResult) => {
    await term(tx, result);
    await requestReceitaCheck(tx, result);
  };
}

export async function requestSignature(tx: Transaction, { proposta }: TransitionResult) {
  await enqueue(tx, {
    topic: 'assinatura.enviar-contrato',
    payload: { propostaId: proposta.id, numeroContrato: proposta.numeroContrato },
    idempotencyKey: `assinatura.enviar-contrato:${proposta.id}:v${proposta.versao}`,
    propostaId: proposta.id,
  });
}

/** With the complement the manager saved (api/ComplementoIntegracaoERP), when there is one. */
export async function requestErpIntegration(tx: Transaction, { proposta }: TransitionResult) {
  const [saved] = await tx
    .select({ complemento: complementosIntegracaoErp.complemento })
    .from(complementosIntegracaoErp)
    .where(eq(complementosIntegracaoErp.propostaAdesaoId, proposta.id));
  const complemento = saved && saved.complemento.codigoCampanha != null ? saved.complemento : {};
  await enqueue(tx, {
    topic: 'erp.integrar-proposta',
    payload: { propostaId: proposta.id, numeroContrato: proposta.numeroContrato, ...complemento },
    idempotencyKey: `erp.integrar-proposta:${proposta.id}:v${proposta.versao}`,
    propostaId: proposta.id,
  });
}
