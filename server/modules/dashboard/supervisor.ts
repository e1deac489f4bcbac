import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { startOfWeek, subWeeks } from 'date-fns';
import { businessDayOf, startOfBusinessDay } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { historicoPropostasAdesao as h, propostasAdesao as p } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';
import { allOf } from '../propostas/list-filters';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** How many weeks of documentation approvals the panel shows. */
export const SEMANAS_APROVADORES = 8;

/**
 * The pendency age buckets, in days since the proposal entered its current status; each is
 * labelled by its key of servidor.dashboard.faixasPendencia when the panel is answered.
 */
export const FAIXAS_PENDENCIA = [
  { chave: 'ate2', ate: 2 },
  { chave: 'ate7', ate: 7 },
  { chave: 'ate15', ate: 15 },
  { chave: 'ate30', ate: 30 },
  { chave: 'mais30', ate: null },
] as const;

const TZ = sql.raw(`'America/Sao_Paulo'`);

/**
 * The supervisor's panel (painel-supervisor): proposals per status and per unit, open
 * pendencies by age, and documentation approvals per approver per week. Everything in the
 * user's scope; the approvals are read from the history ('aprovar-documentacao' entries), so a
 * later revocation does not erase the work done.
 */
export async function painelSupervisor(db: Executor, user: CurrentUser, today = new Date()) {
  const scope = scopeCondition(scopeOf(user));
  const sent = allOf([scope, isNotNull(p.situacaoPropostaAdesaoId)]);

  const porSituacao = db
    .select({ situacao: p.situacaoPropostaAdesaoId, total: count() })
    .from(p)
    .where(sent)
    .groupBy(p.situacaoPropostaAdesaoId);

  const porUnidade = db
    .select({ codigoUnidade: p.codigoUnidade, total: count() })
    .from(p)
    .where(sent)
    .groupBy(p.codigoUnidade);

  const dias = sql<number>`floor(extract(epoch from (${today.toISOString()}::timestamptz - ${p.dataAlteracaoSituacao})) / 86400)::int`;
  const pendencias = db
    .select({ dias, total: count() })
    .from(p)
    .where(allOf([sent, eq(p.possuiPendencia, true)]))
    // By position: the bound 'today' makes the expression's two copies differ to PostgreSQL.
    .groupBy(sql`1`);

  const inicio = startOfBusinessDay(
    subWeeks(startOfWeek(businessDayOf(today), { weekStartsOn: 1 }), SEMANAS_APROVADORES - 1),
  );
  const semana = sql<string>`to_char(date_trunc('week', ${h.dataTransicao} at time zone ${TZ}), 'YYYY-MM-DD')`;
  const aprovacoes = db
    .select({ autor: h.autor, semana, total: count() })
    .from(h)
    .innerJoin(p, eq(p.id, h.propostaAdesaoId))
    .where(and(eq(h.chave, 'aprovar-documentacao'), gte(h.dataTransicao, inicio), scope))
    .groupBy(h.autor, semana);

  const [situacoes, unidades, idades, porAprovador] = await Promise.all([
    porSituacao,
    porUnidade,
    pendencias,
    aprovacoes,
  ]);

  const faixas = FAIXAS_PENDENCIA.map((faixa) => ({
    rotulo: servidor.dashboard.faixasPendencia[faixa.chave],
    total: 0,
  }));
  for (const row of idades) {
    const index = FAIXAS_PENDENCIA.findIndex((f) => f.ate === null || Number(row.dias) <= f.ate);
    faixas[index].total += Number(row.total);
  }

  const semanas = Array.from({ length: SEMANAS_APROVADORES }, (_, i) => {
    const start = subWeeks(
      startOfWeek(businessDayOf(today), { weekStartsOn: 1 }),
      SEMANAS_APROVADORES - 1 - i,
    );
    return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
  });
  const aprovadores = new Map<string, number[]>();
  for (const row of porAprovador) {
    const values = aprovadores.get(row.autor) ?? semanas.map(() => 0);
    const index = semanas.indexOf(row.semana);
    if (index >= 0) values[index] += Number(row.total);
    aprovadores.set(row.autor, values);
  }

  return {
    porSituacao: situacoes.map((r) => ({ situacaoId: r.situacao!, total: Number(r.total) })),
    porUnidade: unidades.map((r) => ({ codigoUnidade: r.codigoUnidade, total: Number(r.total) })),
    pendenciasPorIdade: faixas,
    aprovacoes: {
      semanas,
      aprovadores: [...aprovadores.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
        .map(([nome, valores]) => ({ nome, valores })),
    },
  };
}
