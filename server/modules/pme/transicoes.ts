import { count, eq, sql } from 'drizzle-orm';
import { applyPme, canAccess, PmeLifecycleError, type PmeAction } from '../../../src/domain';
import type { Database, Transaction } from '../../db/client';
import { propostasPme, propostasPmeBeneficiarios } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { PROPOSTA_PME_NAO_ENCONTRADA, type PropostaPmeRow } from './service';

/**
 * The one way a PME proposal changes status: the lifecycle table (src/domain/pmeLifecycle.ts)
 * decides, in a transaction that locks the row, and `after` writes what must commit with it
 * (outbox messages, the ERP's registration number).
 */
export type PmeActor = { kind: 'usuario'; user: CurrentUser } | { kind: 'sistema' };

export interface PmeTransitionRequest {
  id: number;
  action: PmeAction;
  actor: PmeActor;
  observacao?: string | null;
  changes?: Partial<typeof propostasPme.$inferInsert>;
  after?: (tx: Transaction, proposta: PropostaPmeRow) => Promise<void>;
}

export async function beneficiariosCount(tx: Database | Transaction, id: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(propostasPmeBeneficiarios)
    .where(eq(propostasPmeBeneficiarios.propostaPmeId, id));
  return n;
}

function toHttp(error: PmeLifecycleError) {
  if (error.code === 'reason-required' || error.code === 'unknown-action') {
    return badRequest(error.message);
  }
  return conflict(error.message);
}

export async function runPmeTransition(
  db: Database,
  request: PmeTransitionRequest,
): Promise<PropostaPmeRow> {
  if (
    request.actor.kind === 'usuario' &&
    !canAccess(request.actor.user.roles, {
      resource: 'proposta-pme',
      action: request.action,
    } as never)
  ) {
    throw forbidden();
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(propostasPme)
      .where(eq(propostasPme.id, request.id))
      .for('update');
    if (!row) throw notFound(PROPOSTA_PME_NAO_ENCONTRADA);
    let next;
    try {
      next = applyPme(
        request.action,
        { situacao: row.situacao, beneficiariosCount: await beneficiariosCount(tx, row.id) },
        { observacao: request.observacao },
      );
    } catch (error) {
      if (error instanceof PmeLifecycleError) throw toHttp(error);
      throw error;
    }
    const [updated] = await tx
      .update(propostasPme)
      .set({
        ...request.changes,
        situacao: next.situacao,
        versao: sql`${propostasPme.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasPme.id, row.id))
      .returning();
    await request.after?.(tx, updated);
    return updated;
  });
}
