import { and, count, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { addMonths, endOfMonth, startOfMonth } from 'date-fns';
import {
  ALL_SITUACAO_IDS,
  businessDayOf,
  startOfBusinessDay,
  initialListFilter,
  LIST_STATUSES,
  TIPO_PROPOSTA,
  toFiltros,
  type AreaId,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao as p } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';
import { allOf, filterConditions } from '../propostas/list-filters';

/**
 * The areas that have a dashboard: document 1, sections 2.2 and 2.3, and the call-centre
 * manager's (document 2, 2.9 names none; docs/decisions/0094-call-centre-dashboard.md).
 */
export const DASHBOARD_AREAS = ['gestao-comercial', 'concessionaria', 'gestao-callcenter'] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** The same proposal types POST api/adesao/buscar lists by default. */
const INDIVIDUAIS = [TIPO_PROPOSTA.Comum, TIPO_PROPOSTA.Retencao, TIPO_PROPOSTA.Portabilidade];

/** The area's own status lists (the portal's retention/portability sub-lists are left out). */
function listsOf(area: AreaId): [string, readonly number[]][] {
  return Object.entries(LIST_STATUSES[area]).filter(([route]) => !route.includes('/'));
}

/**
 * Counts per list of the area, in the user's scope and over the window each list opens with
 * (initialListFilter: the last 90 days of entries), so a card's number is the total the list
 * shows when the card is clicked. One grouped query; each list sums its statuses.
 */
export async function contagensPorLista(
  db: Executor,
  user: CurrentUser,
  area: DashboardArea,
  today = new Date(),
) {
  const janela = initialListFilter(today);
  const where = allOf([
    scopeCondition(scopeOf(user)),
    isNotNull(p.situacaoPropostaAdesaoId),
    inArray(p.tipo, INDIVIDUAIS),
    ...filterConditions(toFiltros(janela)),
  ]);
  const rows = await db
    .select({ situacao: p.situacaoPropostaAdesaoId, total: count() })
    .from(p)
    .where(where)
    .groupBy(p.situacaoPropostaAdesaoId);
  const bySituacao = new Map(rows.map((row) => [row.situacao, Number(row.total)]));
  // Every status one of the area's lists shows, in the statuses' order, zeros included.
  const doArea = new Set(listsOf(area).flatMap(([, situacoes]) => situacoes));
  return {
    dataInicio: janela.dataCriacaoMin,
    dataFim: janela.dataCriacaoMax,
    listas: listsOf(area).map(([rota, situacoes]) => ({
      rota,
      total: situacoes.reduce((sum, id) => sum + (bySituacao.get(id) ?? 0), 0),
    })),
    situacoes: ALL_SITUACAO_IDS.filter((id) => doArea.has(id)).map((situacaoId) => ({
      situacaoId,
      total: bySituacao.get(situacaoId) ?? 0,
    })),
  };
}

function perDay(column: typeof p.dataCriacao, scope: SQL | undefined, from: Date, to: Date) {
  // The day of the month in the business time zone (a proposal at 23:30 in Brasília is that day's).
  const day = sql<number>`extract(day from ${column} at time zone 'America/Sao_Paulo')::int`;
  return { day, where: and(scope, gte(column, from), lt(column, to)) };
}

/**
 * The month's entries (proposals sent: creation date of a non-draft) and conclusions (contract
 * signed: dataContrato), per day, in the user's scope.
 */
export async function movimentoDoMes(db: Executor, user: CurrentUser, today = new Date()) {
  const base = businessDayOf(today);
  const inicio = startOfBusinessDay(startOfMonth(base));
  const fim = startOfBusinessDay(addMonths(startOfMonth(base), 1));
  const scope = allOf([scopeCondition(scopeOf(user)), inArray(p.tipo, INDIVIDUAIS)]);
  const dias = endOfMonth(base).getDate();

  async function series(column: typeof p.dataCriacao, extra?: SQL) {
    const { day, where } = perDay(column, allOf([scope, extra]), inicio, fim);
    const rows = await db.select({ dia: day, total: count() }).from(p).where(where).groupBy(day);
    const values = Array.from({ length: dias }, () => 0);
    for (const row of rows) values[Number(row.dia) - 1] = Number(row.total);
    return values;
  }

  const [entradas, conclusoes] = await Promise.all([
    series(p.dataCriacao, isNotNull(p.situacaoPropostaAdesaoId)),
    series(p.dataContrato as unknown as typeof p.dataCriacao),
  ]);
  return {
    mes: `${String(base.getMonth() + 1).padStart(2, '0')}/${base.getFullYear()}`,
    dias: Array.from({ length: dias }, (_, i) => i + 1),
    entradas,
    conclusoes,
  };
}
