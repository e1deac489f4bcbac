import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { outboxSituacaoNome, OUTBOX_TOPICOS } from '../../../src/domain';
import type { Database } from '../../db/client';
import { outbox, propostasAdesao } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { requeueDead } from '../outbox/store';
import type { OutboxRow, TopicHandlers } from '../outbox/types';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const MENSAGEM_NAO_ENCONTRADA = servidor.comum.mensagemNaoEncontrada;
export const SOMENTE_FALHA_DEFINITIVA = servidor.integracoes.soMensagensComFalha;
export const MENSAGEM_REPROCESSADA = ptBR.integracoes.reprocessar.sucesso;

export interface FiltroMensagens {
  situacao?: string;
  topico?: string;
  propostaAdesaoId?: number;
  pagina: number;
  pageSize: number;
}

/**
 * One outbox message as the managers' API shows it (no payload: it is internal), with its
 * proposal's contract number, the number people know the proposal by.
 */
export function toItem(row: OutboxRow, numeroContrato: number | null) {
  return {
    id: row.id,
    topico: row.topic,
    topicoNome: OUTBOX_TOPICOS[row.topic] ?? row.topic,
    situacao: row.status,
    situacaoNome: outboxSituacaoNome(row.status),
    tentativas: row.attempts,
    ultimoErro: row.lastError,
    propostaAdesaoId: row.propostaId,
    numeroContrato,
    dataCriacao: row.createdAt.toISOString(),
    dataProximaTentativa: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    dataUltimaTentativa: row.lastAttemptAt?.toISOString() ?? null,
    dataEntrega: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The list's filter as a condition, shared with its CSV export (exportar.ts). */
export function mensagensWhere(
  filtro: Omit<FiltroMensagens, 'pagina' | 'pageSize'>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filtro.situacao) conditions.push(eq(outbox.status, filtro.situacao as OutboxRow['status']));
  if (filtro.topico) conditions.push(eq(outbox.topic, filtro.topico));
  if (filtro.propostaAdesaoId) conditions.push(eq(outbox.propostaId, filtro.propostaAdesaoId));
  return conditions.length ? and(...conditions) : undefined;
}

/** The outbox newest first, filtered and paginated: `{ itens, total }`. */
export async function listarMensagens(db: Database, filtro: FiltroMensagens) {
  const where = mensagensWhere(filtro);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: outbox, numeroContrato: propostasAdesao.numeroContrato })
      .from(outbox)
      // LEFT: messages of no proposal (or of one since removed) are listed too.
      .leftJoin(propostasAdesao, eq(propostasAdesao.id, outbox.propostaId))
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(filtro.pageSize)
      .offset((filtro.pagina - 1) * filtro.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { itens: rows.map((r) => toItem(r.row, r.numeroContrato)), total };
}

/**
 * Puts a dead letter back in the queue with a fresh set of tries, and lets its topic undo what
 * the failure recorded (the communications log goes back to 'pendente'), in one transaction.
 */
export async function reprocessarMensagem(db: Database, handlers: TopicHandlers, id: number) {
  return db.transaction(async (tx) => {
    const row = await requeueDead(tx, id);
    if (!row) {
      const [existing] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
      throw existing ? conflict(SOMENTE_FALHA_DEFINITIVA) : notFound(MENSAGEM_NAO_ENCONTRADA);
    }
    await handlers[row.topic]?.onRequeue?.(tx, row);
    const [proposta] = row.propostaId
      ? await tx
          .select({ numeroContrato: propostasAdesao.numeroContrato })
          .from(propostasAdesao)
          .where(eq(propostasAdesao.id, row.propostaId))
      : [];
    return toItem(row, proposta?.numeroContrato ?? null);
  });
}
