import { lerMetasSla, relogioSla, type MetasSla } from '../sla/relogio';
import { asc, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { situacaoDaProposta, tipoPropostaLabel } from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  corretores,
  propostaAdesaoContatos,
  propostasAdesao as p,
  unidades,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { compilarWhere, ConsultasCompiladas } from './consulta-compilada';
import { needsAgeRelease } from './transitions';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * Counting: exact up to COUNT_CAP matching rows (an index-only count of at most 10,001 entries
 * costs a few milliseconds); beyond it the planner's estimate is returned with
 * totalExato=false. An exact count(*) over hundreds of thousands of rows would cost more than
 * the page itself, and nobody pages to the 6,000th page of a list.
 */
export const COUNT_CAP = 10_000;

const ORDERABLE = {
  numeroContrato: p.numeroContrato,
  dataCriacao: p.dataCriacao,
  dataAlteracao: p.dataAlteracaoSituacao,
  nome: p.nome,
  tipo: p.tipo,
  situacaoPropostaAdesaoId: p.situacaoPropostaAdesaoId,
} as const;

export const ORDER_BY_FIELDS = Object.keys(ORDERABLE);

export interface PageRequest {
  orderBy?: string;
  orderDirection?: string;
  pagina: number;
  pageSize: number;
  /** Read the rows from a date-range index and sort them (see prefersDateIndex). */
  readByDateRange?: boolean;
}

/**
 * ORDER BY with an explicit NULLS clause on the contract number and id, matching the indexes
 * (DESC NULLS LAST): only then may PostgreSQL read a page straight from an index.
 */
function orderClause(
  orderBy: string | undefined,
  direction: string | undefined,
  readByDateRange = false,
): SQL[] {
  const field = orderBy ?? 'numeroContrato';
  if (!Object.hasOwn(ORDERABLE, field))
    throw badRequest(format(servidor.propostas.ordenacaoInvalida, { campo: field }));
  const descending = (direction ?? 'desc').toLowerCase() !== 'asc';
  // "+ 0" gives the same order but one no index provides: the planner then reads the rows
  // through the date range's index and sorts them, instead of walking the contract numbers.
  const keyed = (column: AnyPgColumn) => {
    const key = readByDateRange ? sql`(${column} + 0)` : sql`${column}`;
    return descending ? sql`${key} desc nulls last` : sql`${key} asc nulls first`;
  };
  const tail = [keyed(p.numeroContrato), keyed(p.id)];
  if (field === 'numeroContrato') return tail;
  const column = ORDERABLE[field as keyof typeof ORDERABLE];
  return [descending ? sql`${column} desc` : sql`${column} asc`, ...tail];
}

/** At most COUNT_CAP + 1 matching rows, counted (exported for the benchmark's direct SQL). */
export function cappedCountQuery(db: Executor, where: SQL | undefined) {
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(p)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limitado');
  return db.select({ n: count() }).from(limited);
}

export function estimateQuery(where: SQL | undefined): SQL {
  return sql`explain (format json) select 1 from ${p} where ${where ?? sql`true`}`;
}

export function planRows(result: unknown): number {
  const raw = (result as { rows: Record<string, unknown>[] }).rows[0]['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

export async function countPropostas(
  db: Executor,
  where: SQL | undefined,
): Promise<{ total: number; totalExato: boolean }> {
  const compilado = compilarWhere(where);
  const contagem = compiladas(db).contagens.obter(compilado.texto, () =>
    cappedCountQuery(db, compilado.fragmento).prepare(''),
  );
  const [row] = await contagem.execute(compilado.valores);
  if (row.n <= COUNT_CAP) return { total: row.n, totalExato: true };
  const estimate = planRows(await db.execute(estimateQuery(where)));
  return { total: Math.max(COUNT_CAP + 1, estimate), totalExato: false };
}

type ListRow = Awaited<ReturnType<typeof pageQuery>>[number];

function compiledPage(db: Executor, where: SQL, page: PageRequest) {
  return pageQuery(db, where, page, {
    limit: sql.placeholder('limite'),
    offset: sql.placeholder('deslocamento'),
  }).prepare('');
}

/**
 * The list queries compiled once per WHERE shape and order (consulta-compilada.ts), per
 * database handle. prepare('') is unnamed: the text is reused, PostgreSQL still plans each
 * execution with its values (a date range and a status differ too much for one generic plan).
 */
const porBanco = new WeakMap<
  object,
  {
    paginas: ConsultasCompiladas<ReturnType<typeof compiledPage>>;
    contagens: ConsultasCompiladas<ReturnType<ReturnType<typeof cappedCountQuery>['prepare']>>;
  }
>();

function compiladas(db: Executor) {
  let doBanco = porBanco.get(db);
  if (!doBanco) {
    doBanco = { paginas: new ConsultasCompiladas(), contagens: new ConsultasCompiladas() };
    porBanco.set(db, doBanco);
  }
  return doBanco;
}

/** The page's rows, through the query compiled for this WHERE shape and order. */
async function readPage(db: Executor, where: SQL | undefined, page: PageRequest) {
  const compilado = compilarWhere(where);
  const chave = [
    compilado.texto,
    page.orderBy ?? '',
    page.orderDirection ?? '',
    page.readByDateRange ? 'data' : '',
  ].join('\u0000');
  const pagina = compiladas(db).paginas.obter(chave, () =>
    compiledPage(db, compilado.fragmento, page),
  );
  return pagina.execute({
    ...compilado.valores,
    limite: page.pageSize,
    deslocamento: (page.pagina - 1) * page.pageSize,
  });
}

/**
 * The page in two steps: the ids of the page straight from an index (a narrow scan that also
 * keeps OFFSET cheap), then the columns and joins for those ten rows only.
 */
export function pageQuery(
  db: Executor,
  where: SQL | undefined,
  page: PageRequest,
  window: { limit: number | Placeholder; offset: number | Placeholder } = {
    limit: page.pageSize,
    offset: (page.pagina - 1) * page.pageSize,
  },
) {
  const order = orderClause(page.orderBy, page.orderDirection);
  const ids = db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...orderClause(page.orderBy, page.orderDirection, page.readByDateRange))
    .limit(window.limit)
    .offset(window.offset)
    .as('pagina');
  const celular = db
    .select({ telefone: propostaAdesaoContatos.telefone })
    .from(propostaAdesaoContatos)
    .where(eq(propostaAdesaoContatos.propostaAdesaoId, p.id))
    .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id))
    .limit(1);
  return db
    .select({
      id: p.id,
      versao: p.versao,
      numeroContrato: p.numeroContrato,
      tipo: p.tipo,
      dataCriacao: p.dataCriacao,
      dataAlteracaoSituacao: p.dataAlteracaoSituacao,
      dataContrato: p.dataContrato,
      nome: p.nome,
      nomeSocial: p.nomeSocial,
      cpf: p.cpf,
      uf: p.uf,
      situacaoPropostaAdesaoId: p.situacaoPropostaAdesaoId,
      // What a draft waits for (needsAgeRelease) and whether it was discarded.
      dataNascimento: p.dataNascimento,
      liberacaoIdadeEm: p.liberacaoIdadeEm,
      inativa: p.inativa,
      possuiPendencia: p.possuiPendencia,
      marcada: p.marcada,
      propostaTitularId: p.propostaTitularId,
      concessionariaId: p.concessionariaId,
      concessionariaRepasseId: p.concessionariaRepasseId,
      codigoUnidade: p.codigoUnidade,
      unidadeUf: unidades.uf,
      nomeUnidade: unidades.nomeUnidade,
      corretorId: corretores.id,
      corretorNome: corretores.nome,
      celular: sql<string | null>`(${celular})`,
    })
    .from(ids)
    .innerJoin(p, eq(p.id, ids.id))
    .innerJoin(unidades, eq(unidades.codigoUnidade, p.codigoUnidade))
    .leftJoin(corretores, eq(corretores.id, p.corretorId))
    .orderBy(...order);
}

/** The Repasse tag is about the logged dealership: the proposal came to it from another one. */
export function isRepasseDaConcessionariaLogada(
  row: { concessionariaId: number | null; concessionariaRepasseId: number | null },
  user: CurrentUser,
): boolean {
  return (
    user.concessionariaId != null &&
    row.concessionariaId === user.concessionariaId &&
    row.concessionariaRepasseId != null &&
    row.concessionariaRepasseId !== user.concessionariaId
  );
}

function toListItem(row: ListRow, user: CurrentUser, metas: MetasSla, agora: Date) {
  const liberacaoIdadePendente =
    row.situacaoPropostaAdesaoId == null && needsAgeRelease(row, agora);
  return {
    id: row.id,
    propostaAdesaoId: row.id,
    // The bulk actions send it back per row: a row changed since the page loaded answers 409.
    versao: row.versao,
    numeroContrato: row.numeroContrato,
    tipo: row.tipo,
    tipoNome: tipoPropostaLabel(row.tipo),
    dataCriacao: row.dataCriacao.toISOString(),
    dataAlteracaoSituacao: row.dataAlteracaoSituacao.toISOString(),
    dataContrato: row.dataContrato?.toISOString() ?? null,
    nome: row.nome,
    nomeSocial: row.nomeSocial,
    cpf: row.cpf,
    celular: row.celular,
    uf: row.uf ?? row.unidadeUf,
    situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
    situacaoPropostaAdesaoNome: situacaoDaProposta({ ...row, liberacaoIdadePendente }).label,
    liberacaoIdadePendente,
    inativa: row.inativa,
    possuiPendencia: row.possuiPendencia,
    marcada: row.marcada,
    propostaTitularId: row.propostaTitularId,
    unidadeNome: row.nomeUnidade,
    corretorNome: row.corretorNome,
    unidade: { codigoUnidade: row.codigoUnidade, uf: row.unidadeUf, nomeUnidade: row.nomeUnidade },
    corretor: row.corretorId == null ? null : { id: row.corretorId, nome: row.corretorNome ?? '' },
    repasseDaConcessionariaLogada: isRepasseDaConcessionariaLogada(row, user),
    sla: relogioSla(row.situacaoPropostaAdesaoId, row.dataAlteracaoSituacao, metas, agora),
  };
}

export type PropostaListItem = ReturnType<typeof toListItem>;

export async function listPropostas(
  db: Executor,
  user: CurrentUser,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ itens: PropostaListItem[]; total: number; totalExato: boolean }> {
  const [rows, counted, metas] = await Promise.all([
    readPage(db, where, page),
    countPropostas(db, where),
    lerMetasSla(db),
  ]);
  const agora = new Date();
  return { itens: rows.map((row) => toListItem(row, user, metas, agora)), ...counted };
}
