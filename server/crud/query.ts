import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { onlyDigits } from '../../src/domain';
import type { FieldDefinition, ResourceDefinition } from '../../src/registries/definition';
import { badRequest } from '../http/errors';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
import { holdsNul } from '../http/nul-bytes';
import type { CurrentUser } from '../modules/auth/current-user';

/**
 * The ra-data-simple-rest list query (`range=[0,9]`, `sort=["nome","ASC"]`,
 * `filter={"q":"jo","ativo":true}`) read into SQL: unknown fields, bad JSON and huge pages are
 * refused with a pt-BR 400 (the catalogue's servidor.crud) instead of reaching the database.
 */
const MAX_PAGE = 1000;
/** PostgreSQL's integer (ids, references, counts) and the furthest a page may start. */
const MAX_INTEGER = 2_147_483_647;
/** The search box's longest text: longer than any field the search reads. */
const MAX_SEARCH = 200;

/** A filter value the field cannot hold: 400 naming the field, never a failed query (a 500). */
const filtroInvalido = (campo: string) => format(servidor.crud.filtroInvalido, { campo });

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(servidor.crud.consultaInvalida);
  }
}

export interface ListQuery {
  offset: number;
  limit: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

export function readListQuery(
  definition: ResourceDefinition,
  query: { range?: string; sort?: string; filter?: string },
): ListQuery {
  const range = parseJson(query.range) ?? [0, (definition.perPage ?? 10) - 1];
  const sort = parseJson(query.sort) ?? [definition.sort.field, definition.sort.order];
  const filter = parseJson(query.filter) ?? {};
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INTEGER) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  ) {
    throw badRequest(servidor.crud.consultaInvalida);
  }
  if (!Array.isArray(sort) || sort.length !== 2 || !['ASC', 'DESC'].includes(sort[1])) {
    throw badRequest(servidor.crud.consultaInvalida);
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
    throw badRequest(servidor.crud.consultaInvalida);
  }
  // The filter is JSON inside the query string: its '\u0000' only appears once parsed.
  if (holdsNul(filter) || holdsNul(sort)) throw badRequest(servidor.http.caractereInvalido);
  // A list field (a JSON column) is neither sorted nor filtered on.
  const sortable = new Set([
    'id',
    ...definition.fields.filter((f) => f.type !== 'list').map((f) => f.source),
  ]);
  if (!sortable.has(String(sort[0]))) throw badRequest(servidor.crud.consultaInvalida);
  return {
    offset: range[0],
    limit: range[1] - range[0] + 1,
    sortField: String(sort[0]),
    sortOrder: sort[1],
    filter: filter as Record<string, unknown>,
  };
}

type Columns = Record<string, AnyColumn>;

export function columnsOf(table: PgTable): Columns {
  return table as unknown as Columns;
}

/** The caller's dealership scope as a condition (undefined: the caller sees every record). */
export function scopeCondition(
  definition: ResourceDefinition,
  table: PgTable,
  user: CurrentUser,
): SQL | undefined {
  const column = definition.scope?.concessionaria;
  if (!column || user.concessionariaId == null) return undefined;
  return eq(columnsOf(table)[column], user.concessionariaId);
}

function searchCondition(definition: ResourceDefinition, table: PgTable, text: string) {
  const columns = columnsOf(table);
  const digits = onlyDigits(text);
  const conditions = definition.fields
    .filter((field) => field.searchable)
    .map((field) => {
      const column = columns[field.source];
      if (['cpf', 'cnpj', 'phone', 'cep'].includes(field.type)) {
        // Digit fields match from the start, masked or not ('529.982' finds 52998224725).
        return digits ? sql`${column} like ${`${digits}%`}` : undefined;
      }
      return ilike(column, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    })
    .filter((c): c is SQL => c !== undefined);
  return conditions.length ? or(...conditions) : sql`false`;
}

const isInteger = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && /^-?\d{1,10}$/.test(v))) &&
  Number.isInteger(Number(v)) &&
  Math.abs(Number(v)) <= MAX_INTEGER;

/**
 * Whether a filter value fits the field's column: an integer column takes integers within
 * PostgreSQL's range, a select one of its choices, a date yyyy-MM-dd, a digit field digits,
 * text at most the field's length. Anything else would reach the database and fail there.
 */
function fitsField(field: FieldDefinition, value: unknown): boolean {
  switch (field.type) {
    case 'integer':
    case 'reference':
      return isInteger(value);
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false';
    case 'select':
      return (field.choices ?? []).some((choice) => String(choice.id) === String(value));
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'money':
      return (
        (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e8) ||
        (typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value))
      );
    case 'cpf':
    case 'cnpj':
    case 'phone':
    case 'cep':
      return (
        (typeof value === 'string' || typeof value === 'number') && /^\d{1,14}$/.test(String(value))
      );
    default:
      return typeof value === 'string' && value.length <= (field.maxLength ?? MAX_SEARCH);
  }
}

export function filterConditions(
  definition: ResourceDefinition,
  table: PgTable,
  filter: Record<string, unknown>,
): SQL[] {
  const columns = columnsOf(table);
  const known = new Set(definition.fields.filter((f) => f.type !== 'list').map((f) => f.source));
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > MAX_SEARCH) {
        throw badRequest(filtroInvalido('busca'));
      }
      conditions.push(searchCondition(definition, table, value.trim())!);
    } else if (key === 'id' || known.has(key)) {
      const column = key === 'id' ? columns.id : columns[key];
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
        throw badRequest(servidor.crud.consultaInvalida);
      }
      const field = definition.fields.find((f) => f.source === key);
      const fits = (v: unknown) => (field ? fitsField(field, v) : isInteger(v));
      if (values.length > MAX_PAGE || !values.every(fits)) {
        throw badRequest(filtroInvalido(field?.label ?? 'id'));
      }
      conditions.push(values.length === 1 ? eq(column, values[0]) : inArray(column, values));
    } else {
      throw badRequest(servidor.crud.consultaInvalida);
    }
  }
  return conditions;
}

export function orderBy(table: PgTable, query: ListQuery) {
  const column = columnsOf(table)[query.sortField];
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  // id breaks ties so pages never repeat or skip a record.
  return [direction(column), direction(columnsOf(table).id)];
}

export { and };
