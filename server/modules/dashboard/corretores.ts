import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { concessionarias, corretores, propostasAdesao as p } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';
import { allOf } from '../propostas/list-filters';

/** Which brokers the user may see in the overview: a dealership its own, a broker himself. */
function brokerScope(user: CurrentUser): SQL | undefined {
  const scope = scopeOf(user);
  switch (scope.kind) {
    case 'concessionaria':
      return eq(corretores.concessionariaId, scope.concessionariaId);
    case 'corretor':
      return eq(corretores.id, scope.corretorId);
    case 'none':
      return sql`false`;
    default:
      return undefined;
  }
}

/**
 * corretores (the commercial manager's brokers overview): every broker with his dealership and
 * the count of his sent proposals per status, within the user's scope.
 */
export async function visaoCorretores(db: Executor, user: CurrentUser) {
  const [brokers, counts] = await Promise.all([
    db
      .select({
        id: corretores.id,
        nome: corretores.nome,
        ativo: corretores.ativo,
        concessionaria: concessionarias.nome,
      })
      .from(corretores)
      .innerJoin(concessionarias, eq(concessionarias.id, corretores.concessionariaId))
      .where(brokerScope(user))
      .orderBy(asc(concessionarias.nome), asc(corretores.nome)),
    db
      .select({ corretorId: p.corretorId, situacao: p.situacaoPropostaAdesaoId, total: count() })
      .from(p)
      .where(
        allOf([
          scopeCondition(scopeOf(user)),
          and(isNotNull(p.corretorId), isNotNull(p.situacaoPropostaAdesaoId)),
        ]),
      )
      .groupBy(p.corretorId, p.situacaoPropostaAdesaoId),
  ]);
  const byBroker = new Map<number, Record<string, number>>();
  for (const row of counts) {
    const entry = byBroker.get(row.corretorId!) ?? {};
    entry[String(row.situacao)] = Number(row.total);
    byBroker.set(row.corretorId!, entry);
  }
  return brokers.map((broker) => {
    const porSituacao = byBroker.get(broker.id) ?? {};
    return {
      ...broker,
      porSituacao,
      total: Object.values(porSituacao).reduce((a, b) => a + b, 0),
    };
  });
}
