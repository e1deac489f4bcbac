import { eq } from 'drizzle-orm';
import { LINK_PROPONENTE_POR_TIPO } from '../../../../src/domain';
import type { Transaction } from '../../../db/client';
import { comunicacoesPropostasAdesao, propostasAdesao } from '../../../db/schema';
import {
  comunicacaoEmail,
  comunicacaoSms,
  isModeloComunicacao,
} from '../../../integrations/email/templates/comunicacoes';
import { OutsideCallError } from '../../../integrations/outside-call';
import { PermanentDeliveryError, type OutboxRow, type TopicHandler } from '../../outbox/types';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { format } from '../../../../i18n/catalog';
import { MODELO_CODIGO } from '../../proponente/codigo';
import { issueLink } from '../../proponente/links';
import { linkJaRedigido, linkProponente, linkRedigido, resolverLink } from './links';

type Row = typeof comunicacoesPropostasAdesao.$inferSelect;

function setStatus(tx: Transaction, id: number, changes: Partial<Row>) {
  return tx
    .update(comunicacoesPropostasAdesao)
    .set(changes)
    .where(eq(comunicacoesPropostasAdesao.id, id));
}

/**
 * A message settled (sent, not sent, dead): its log row keeps the link without its token
 * (linkRedigido). Until then the row holds the live link the worker delivers; the links table
 * keeps only the token's hash.
 */
async function settle(tx: Transaction, id: number, changes: Partial<Row>) {
  const [row] = await tx
    .select({ link: comunicacoesPropostasAdesao.link, modelo: comunicacoesPropostasAdesao.modelo })
    .from(comunicacoesPropostasAdesao)
    .where(eq(comunicacoesPropostasAdesao.id, id));
  const link = changes.link ?? row?.link ?? null;
  // A one-time code is kept hashed by its session; the log keeps that one was sent, not which.
  const codigo = row?.modelo === MODELO_CODIGO ? { conteudo: null } : {};
  await setStatus(tx, id, { ...changes, ...codigo, link: link && linkRedigido(link) });
}

function comunicacaoId(message: OutboxRow): number {
  const id = (message.payload as Record<string, unknown>).comunicacaoId;
  if (typeof id !== 'number')
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.mensagemSem, { campo: 'comunicacaoId' }),
    );
  return id;
}

/**
 * An SMTP failure as a safe, classified error: a server's reply may quote the address, so only
 * the reply code or the error code is kept. 5xx replies (no such mailbox) will not change.
 */
export function smtpError(error: unknown): OutsideCallError {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  const C = servidor.outbox.chamadas;
  if (typeof responseCode === 'number') {
    return new OutsideCallError(
      format(C.smtpRecusou, { codigo: responseCode }),
      responseCode < 500,
    );
  }
  return new OutsideCallError(
    format(C.indisponivel, { sistema: C.sistemas.smtp, motivo: code ?? C.falhaConexao }),
    true,
  );
}

/** The mail server took the connection but did not accept the message: try again later. */
export function smtpNotAccepted(): OutsideCallError {
  return new OutsideCallError(servidor.outbox.chamadas.smtpNaoAceitou, true);
}

/** The note of a message skipped because its channel has no adapter configured. */
export function semCanal(canal: string): string {
  const N = servidor.outbox.notas;
  return format(N.naoEnviada, { motivo: N.canalNaoConfigurado, canal });
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
    if (!row)
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.comunicacaoNaoEncontrada, { id }),
      );
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
        reason: semCanal(comunicacao.canal),
        commit: (tx) =>
          settle(tx, id, {
            status: 'nao_enviado',
            erro: servidor.outbox.notas.canalNaoConfigurado,
          }),
      };
    }
    if (!isModeloComunicacao(comunicacao.modelo)) {
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.modeloDesconhecido, { modelo: comunicacao.modelo }),
      );
    }
    // A code whose message died lost its digits: the applicant asks for a new one.
    if (comunicacao.modelo === MODELO_CODIGO && !comunicacao.conteudo) {
      throw new PermanentDeliveryError(servidor.outbox.falhas.codigoDescartado);
    }
    // A dead letter requeued by a manager lost its token when it died: a term message gets a
    // fresh link (revoking the one never delivered), the others their current address.
    const link =
      comunicacao.link && !linkJaRedigido(comunicacao.link)
        ? comunicacao.link
        : comunicacao.link && comunicacao.modelo === LINK_PROPONENTE_POR_TIPO.termo.modelo
          ? linkProponente(config.publicUrl, (await issueLink(db, proposta.id, 'termo')).token)
          : await resolverLink(db, config.publicUrl, comunicacao.modelo, proposta);
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
      if (!result.delivered) throw smtpNotAccepted();
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
        settle(tx, id, { status: 'enviado', dataEnvio: new Date(), erro: null, link }),
    };
  },
  async onDead(tx, message, error) {
    await settle(tx, comunicacaoId(message), { status: 'falhou', erro: error.slice(0, 500) });
  },
  async onRequeue(tx, message) {
    await setStatus(tx, comunicacaoId(message), { status: 'pendente', erro: null });
  },
};
