import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { EstadoConsultaRF } from '../../../src/domain/receitaFederal';
import type { Executor } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { enqueue } from '../outbox/enqueue';

export const TOPICO_CONSULTA_RF = 'receita.consultar-cpf' as const;

/**
 * Queues the Receita Federal check of one proposal and marks it pending, in the caller's
 * transaction (the submission, or 'Consultar novamente'). The check never holds the proposal
 * up: it runs in the outbox, and while the service is down the card says it is pending.
 * `chave` makes one request one message (the submission's version, or a fresh id).
 */
export async function solicitarConsultaReceita(
  tx: Executor,
  propostaId: number,
  chave: string = randomUUID(),
): Promise<void> {
  await tx
    .update(propostasAdesao)
    .set({ rfConsultaEstado: 'pendente' })
    .where(eq(propostasAdesao.id, propostaId));
  await enqueue(tx, {
    topic: TOPICO_CONSULTA_RF,
    payload: { propostaId },
    idempotencyKey: `${TOPICO_CONSULTA_RF}:${propostaId}:${chave}`,
    propostaId,
  });
}

export async function marcarEstadoConsulta(
  tx: Executor,
  propostaId: number,
  estado: EstadoConsultaRF,
): Promise<void> {
  await tx
    .update(propostasAdesao)
    .set({ rfConsultaEstado: estado })
    .where(eq(propostasAdesao.id, propostaId));
}

/**
 * 'Consultar novamente': queues a new check unless one is already pending (a second click, or
 * another user's, adds no second message). Answers whether a check was queued.
 */
export async function consultarNovamente(tx: Executor, propostaId: number): Promise<boolean> {
  const [marcada] = await tx
    .update(propostasAdesao)
    .set({ rfConsultaEstado: 'pendente' })
    .where(
      and(
        eq(propostasAdesao.id, propostaId),
        or(
          isNull(propostasAdesao.rfConsultaEstado),
          ne(propostasAdesao.rfConsultaEstado, 'pendente'),
        ),
      ),
    )
    .returning({ id: propostasAdesao.id });
  if (!marcada) return false;
  await solicitarConsultaReceita(tx, propostaId);
  return true;
}
