import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { comunicacoesPropostasAdesao, propostasAdesao } from '../../../db/schema';
import {
  comunicacaoEmail,
  comunicacaoSms,
  isModeloComunicacao,
} from '../../../integrations/email/templates/comunicacoes';
import { OutsideCallError } from '../../../integrations/outside-call';
import { PermanentDeliveryError, type OutboxRow, type TopicHandler } from '../../outbox/types';
import { resolverLink } from './links';

export const CANAL_NAO_CONFIGURADO = 'canal não configurado';

type Row = typeof comunicacoesPropostasAdesao.$inferSelect;

function setStatus(tx: Transaction, id: number, changes: Partial<Row>) {
  return tx
    .update(comunicacoesPropostasAdesao)
    .set(changes)
    .where(eq(comunicacoesPropostasAdesao.id, id));
}

function comunicacaoId(message: OutboxRow): number {
  const id = (message.payload as Record<string, unknown>).comunicacaoId;
  if (typeof id !== 'number') throw new PermanentDeliveryError('Mensagem sem comunicacaoId');
  return id;
}

/**
 * An SMTP failure as a safe, classified error: a server's reply may quote the address, so only
 * the reply code or the error code is kept. 5xx replies (no such mailbox) will not change.
 */
export function smtpError(error: unknown): OutsideCallError {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') {
    return new OutsideCallError(`SMTP recusou a mensagem (${responseCode})`, responseCode < 500);
  }
  return new OutsideCallError(`SMTP indisponível (${code ?? 'falha de conexão'})`, true);
}

/**
 * A Message-ID derived from the outbox key: the same message keeps the same id on every try,
 * so a repeat after a crash is recognisable by the receiving server.
 */
export function stableMessageId(idempotencyKey: string, host: string): string {
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${host}>`;
}

/**
 * 'comunicacao.enviar': delivers one row of the communications log (e-mail or SMS) and moves
 * it to 'enviado'; an unconfigured channel moves it to 'nao_enviado' with the reason, and a
 * dead letter to 'falhou'. The row holds destination and text; the outbox only its id.
 */
export const enviarComunicacaoHandler: TopicHandler = {
  async deliver({ message, db, integrations, config }) {
    const id = comunicacaoId(message);
    const [row] = await db
      .select({ comunicacao: comunicacoesPropostasAdesao, proposta: propostasAdesao })
      .from(comunicacoesPropostasAdesao)
      .innerJoin(
        propostasAdesao,
        eq(propostasAdesao.id, comunicacoesPropostasAdesao.propostaAdesaoId),
      )
      .where(eq(comunicacoesPropostasAdesao.id, id));
    if (!row) throw new PermanentDeliveryError(`Comunicação ${id} não encontrada`);
    const { comunicacao, proposta } = row;
    // Settled already (a manager requeued a message whose row was fixed by hand): nothing to do.
    if (comunicacao.status === 'enviado') return { kind: 'delivered' };

    const notConfigured =
      (comunicacao.canal === 'email' && !integrations.emailConfigured) ||
      (comunicacao.canal === 'sms' && !integrations.sms) ||
      comunicacao.canal === 'whatsapp';
    if (notConfigured) {
      return {
        kind: 'skipped',
        reason: `Não enviada: ${CANAL_NAO_CONFIGURADO} (${comunicacao.canal})`,
        commit: (tx) =>
          setStatus(tx, id, { status: 'nao_enviado', erro: CANAL_NAO_CONFIGURADO }).then(() => {}),
      };
    }
    if (!isModeloComunicacao(comunicacao.modelo)) {
      throw new PermanentDeliveryError(`Modelo de comunicação desconhecido: ${comunicacao.modelo}`);
    }
    const link =
      comunicacao.link ?? (await resolverLink(db, config.publicUrl, comunicacao.modelo, proposta));
    const input = {
      modelo: comunicacao.modelo,
      to: comunicacao.destino,
      nome: proposta.nome,
      link,
      assunto: comunicacao.assunto,
      conteudo: comunicacao.conteudo,
      numeroContrato: proposta.numeroContrato,
    };
    if (comunicacao.canal === 'email') {
      const email = comunicacaoEmail(input);
      const host = new URL(config.publicUrl).hostname;
      const result = await integrations.email
        .send({ ...email, messageId: stableMessageId(message.idempotencyKey, host) })
        .catch((error: unknown) => {
          throw smtpError(error);
        });
      if (!result.delivered) throw new OutsideCallError('SMTP não aceitou a mensagem', true);
    } else {
      const text = comunicacaoSms(input);
      await integrations.sms!.enviar(
        { to: comunicacao.destino.replace(/\D/g, ''), text },
        message.idempotencyKey,
      );
    }
    return {
      kind: 'delivered',
      commit: (tx) =>
        setStatus(tx, id, { status: 'enviado', dataEnvio: new Date(), erro: null, link }).then(
          () => {},
        ),
    };
  },
  async onDead(tx, message, error) {
    await setStatus(tx, comunicacaoId(message), { status: 'falhou', erro: error.slice(0, 500) });
  },
  async onRequeue(tx, message) {
    await setStatus(tx, comunicacaoId(message), { status: 'pendente', erro: null });
  },
};
