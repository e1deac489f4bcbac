import { and, count, inArray, isNotNull } from 'drizzle-orm';
import { TIPO_PROPOSTA } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao as p } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';
import { atrasadas, lerMetasSla } from '../sla/relogio';

const INDIVIDUAIS = [TIPO_PROPOSTA.Comum, TIPO_PROPOSTA.Retencao, TIPO_PROPOSTA.Portabilidade];

/**
 * The late proposals (past their status's SLA target, server/modules/sla) in the user's scope,
 * per status and unit, whatever their creation date: the dashboard's 'Atrasadas' cards, each
 * opening its list filtered on lateness (the list's 'sla' filter counts the same rows).
 */
export async function atrasadasPorSituacaoEUnidade(db: Executor, user: CurrentUser) {
  const metas = await lerMetasSla(db);
  const rows = await db
    .select({
      situacaoId: p.situacaoPropostaAdesaoId,
      codigoUnidade: p.codigoUnidade,
      total: count(),
    })
    .from(p)
    .where(
      and(
        scopeCondition(scopeOf(user)),
        isNotNull(p.situacaoPropostaAdesaoId),
        inArray(p.tipo, INDIVIDUAIS),
        atrasadas(metas),
      ),
    )
    .groupBy(p.situacaoPropostaAdesaoId, p.codigoUnidade)
    .orderBy(p.situacaoPropostaAdesaoId, p.codigoUnidade);
  return rows.map((row) => ({
    situacaoId: row.situacaoId!,
    codigoUnidade: row.codigoUnidade,
    total: Number(row.total),
  }));
}
