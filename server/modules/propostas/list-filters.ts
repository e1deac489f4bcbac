import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  startOfBusinessDay,
  startOfNextBusinessDay,
  FILTRO_BENEFICIARIO,
  FILTRO_CARENCIA,
  FILTRO_PENDENCIA_ABERTA,
  FILTRO_SITUACAO_AVALIACAO,
  SITUACAO,
  getUnidade,
  isCpf,
  parseDateBR,
  validateFilterDateRange,
  validateOpenDateRange,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao as p } from '../../db/schema';
import { atrasadas, lerMetasSla, type MetasSla } from '../sla/relogio';
import { badRequest } from '../../http/errors';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

/** One filter of the list query, as the spec sends it: column, operator '=' and value. */
export interface Filtro {
  coluna: string;
  operador: string;
  valor: string | number | boolean | null;
}

/**
 * The date pairs of the filter panel, the column each reads and the key of its name in its
 * messages (servidor.propostas.periodosFiltro).
 */
const DATE_RANGES = [
  {
    min: 'dataCriacaoMin',
    max: 'dataCriacaoMax',
    periodo: 'dataCriacao',
    column: p.dataCriacao,
  },
  {
    min: 'dataAlteracaoMin',
    max: 'dataAlteracaoMax',
    periodo: 'dataAlteracao',
    column: p.dataAlteracaoSituacao,
  },
  {
    min: 'dataContratoMin',
    max: 'dataContratoMax',
    periodo: 'dataContrato',
    column: p.dataContrato,
  },
] as const;

const KNOWN_COLUMNS = new Set<string>([
  'unidade',
  // 'atrasada': only proposals past their status's SLA target (server/modules/sla).
  'sla',
  // The lists' search box: contract number, CPF or the beginning of the name (searchCondition).
  'pesquisa',
  'agendamento',
  'carencia',
  'beneficiario',
  // 'aberta': a broker pendency's status or the open-pendency flag (LISTAS_SO_COM_PENDENCIA).
  'pendencia',
  ...DATE_RANGES.flatMap((range) => [range.min, range.max]),
]);

function readIntOption(raw: string, allowed: readonly { id: number }[], message: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || !allowed.some((option) => option.id === value)) {
    throw badRequest(message);
  }
  return value;
}

/** The assessment-situation filter (the spec's 'agendamento'): done, scheduled, not done, ... */
function agendamentoCondition(option: number): SQL | undefined {
  switch (option) {
    case 1:
      return eq(p.avaliacaoSaudeConcluida, true);
    case 2:
      return eq(p.marcada, true);
    case 3:
      return eq(p.avaliacaoSaudeConcluida, false);
    case 4:
      return eq(p.marcada, false);
    default:
      return undefined;
  }
}

function carenciaCondition(option: number): SQL | undefined {
  if (option === 1) return isNotNull(p.dataAproveitamentoCarencia);
  if (option === 2) return isNull(p.dataAproveitamentoCarencia);
  return undefined;
}

/** What some filters need from the database: the SLA targets, read only when asked for. */
export interface FilterContext {
  metasSla?: MetasSla;
}

export async function filterContext(
  db: Executor,
  filtros: readonly Filtro[] | undefined,
): Promise<FilterContext> {
  const comSla = filtros?.some((f) => f.coluna === 'sla' && f.valor != null && f.valor !== '');
  return comSla ? { metasSla: await lerMetasSla(db) } : {};
}

/**
 * Validates the filters with the spec's messages and turns them into WHERE conditions.
 * Empty values mean "not filtered", as the panel's Limpar leaves them.
 */
export function filterConditions(filtros: readonly Filtro[], context: FilterContext = {}): SQL[] {
  const values = new Map<string, string>();
  for (const filtro of filtros) {
    if (!KNOWN_COLUMNS.has(filtro.coluna)) {
      throw badRequest(format(servidor.propostas.filtroDesconhecido, { coluna: filtro.coluna }));
    }
    if (filtro.operador !== '=')
      throw badRequest(
        format(servidor.propostas.operadorNaoSuportado, { operador: filtro.operador }),
      );
    const valor = filtro.valor == null ? '' : String(filtro.valor).trim();
    if (valor !== '') values.set(filtro.coluna, valor);
  }

  const conditions: SQL[] = [];
  const sla = values.get('sla');
  if (sla !== undefined) {
    if (sla !== 'atrasada' || !context.metasSla)
      throw badRequest(servidor.propostas.filtroPrazoInvalido);
    conditions.push(atrasadas(context.metasSla));
  }
  const unidade = values.get('unidade');
  if (unidade !== undefined) {
    const codigo = Number(unidade);
    if (!Number.isInteger(codigo) || !getUnidade(codigo))
      throw badRequest(servidor.comum.unidadeInvalida);
    conditions.push(eq(p.codigoUnidade, codigo));
  }
  for (const range of DATE_RANGES) {
    const min = values.get(range.min);
    const max = values.get(range.max);
    // The spec's range rule is for creation dates only; the others may be open-ended.
    const error =
      range.min === 'dataCriacaoMin'
        ? validateFilterDateRange(min, max, servidor.propostas.periodosFiltro[range.periodo])
        : validateOpenDateRange(min, max);
    if (error) throw badRequest(error);
    if (min) conditions.push(gte(range.column, startOfBusinessDay(parseDateBR(min)!)));
    if (max) conditions.push(lt(range.column, startOfNextBusinessDay(parseDateBR(max)!)));
  }
  const agendamento = values.get('agendamento');
  if (agendamento !== undefined) {
    const option = readIntOption(
      agendamento,
      FILTRO_SITUACAO_AVALIACAO,
      servidor.propostas.situacaoAvaliacaoInvalida,
    );
    const condition = agendamentoCondition(option);
    if (condition) conditions.push(condition);
  }
  const pesquisa = values.get('pesquisa');
  if (pesquisa !== undefined) conditions.push(searchCondition(pesquisa, isCpf));
  const beneficiario = values.get('beneficiario');
  if (beneficiario !== undefined) {
    if (!FILTRO_BENEFICIARIO.some((option) => option.id === beneficiario)) {
      throw badRequest(servidor.propostas.filtroBeneficiarioInvalido);
    }
    conditions.push(
      beneficiario === 'titular' ? isNull(p.propostaTitularId) : isNotNull(p.propostaTitularId),
    );
  }
  const pendencia = values.get('pendencia');
  if (pendencia !== undefined) {
    if (pendencia !== FILTRO_PENDENCIA_ABERTA.valor)
      throw badRequest(servidor.propostas.filtroPendenciaInvalido);
    conditions.push(
      or(eq(p.possuiPendencia, true), eq(p.situacaoPropostaAdesaoId, SITUACAO.PendenciasCorretor))!,
    );
  }
  const carencia = values.get('carencia');
  if (carencia !== undefined) {
    const option = readIntOption(
      carencia,
      FILTRO_CARENCIA,
      servidor.propostas.filtroCarenciaInvalido,
    );
    const condition = carenciaCondition(option);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * Whether a page is cheaper read from a date index and sorted than in contract-number order.
 * Contract numbers grow with time, so reading newest-first must first skip everything created
 * after the range; reading the range itself costs its own size. With a steady flow of proposals
 * both are proportional to days: pick the shorter walk. A range that reaches today (the lists'
 * default, the last 90 days) is always read newest-first.
 */
export function prefersDateIndex(filtros: readonly Filtro[], now = new Date()): boolean {
  const value = (coluna: string) => {
    const found = filtros.find((f) => f.coluna === coluna)?.valor;
    return found == null ? null : parseDateBR(String(found).trim());
  };
  return DATE_RANGES.some((range) => {
    const min = value(range.min);
    const max = value(range.max);
    if (!min || !max) return false;
    const start = startOfBusinessDay(min).getTime();
    const end = startOfNextBusinessDay(max).getTime();
    return now.getTime() - end > end - start;
  });
}

/** situacoesPropostasAdesaoIds: empty or absent means every status (drafts are never listed). */
export function statusCondition(situacoes: readonly number[] | undefined): SQL {
  if (situacoes && situacoes.length > 0) return inArray(p.situacaoPropostaAdesaoId, [...situacoes]);
  return isNotNull(p.situacaoPropostaAdesaoId);
}

export function tipoCondition(tipos: readonly number[] | undefined): SQL | undefined {
  if (!tipos || tipos.length === 0) return undefined;
  return tipos.length === 1 ? eq(p.tipo, tipos[0]) : inArray(p.tipo, [...tipos]);
}

/** LIKE metacharacters typed by the user are searched for literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export const NOME_MINIMO_BUSCA = 3;

/**
 * Direct search: a valid CPF (with or without its mask) searches by CPF, other digits by contract
 * number, anything else by the beginning of the name (case-insensitive, indexed).
 */
export function searchCondition(termo: string, isCpf: (digits: string) => boolean): SQL {
  const trimmed = termo.trim();
  const digits = trimmed.replace(/[.\-/\s]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length === 11 && isCpf(digits)) return eq(p.cpf, digits);
    if (digits.length <= 9) return eq(p.numeroContrato, Number(digits));
    throw badRequest(servidor.propostas.informeContratoCpfValidoOuNome);
  }
  if (trimmed.length < NOME_MINIMO_BUSCA) {
    throw badRequest(format(servidor.propostas.nomeCurto, { minimo: NOME_MINIMO_BUSCA }));
  }
  return sql`lower(${p.nome}) like ${`${escapeLike(trimmed.toLowerCase())}%`}`;
}

export function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}
