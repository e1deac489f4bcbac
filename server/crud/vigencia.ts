import { and, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
import { formatDateBR } from '../../src/domain';
import type { ResourceDefinition } from '../../src/registries/definition';
import type { Executor } from '../db/client';
import { columnsOf } from './query';

/**
 * exclusiveValidity (src/registries/definition.ts): another active record of the same group
 * whose period shares a day with this one, or nothing. Both ends inclusive, a missing end
 * open-ended; a record being deactivated conflicts with nothing.
 */
export async function conflictingValidity(
  db: Executor,
  definition: ResourceDefinition,
  table: PgTable,
  values: Record<string, unknown>,
  id?: number,
): Promise<{ field: string; message: string } | null> {
  const rule = definition.exclusiveValidity;
  if (!rule) return null;
  const columns = columnsOf(table);
  const group = values[rule.per];
  const start = values[rule.start] as string | null | undefined;
  const end = (values[rule.end] as string | null | undefined) ?? null;
  if (group == null || !start) return null;
  const active = definition.softDelete ? values[definition.softDelete] !== false : true;
  if (!active) return null;
  const conditions: (SQL | undefined)[] = [
    eq(columns[rule.per], group),
    id ? ne(columns.id, id) : undefined,
    definition.softDelete ? eq(columns[definition.softDelete], true) : undefined,
    // The other period starts before this one ends and ends after this one starts.
    end ? lte(columns[rule.start], end) : undefined,
    or(isNull(columns[rule.end]), gte(columns[rule.end], start)),
  ];
  const [other] = (await db
    .select()
    .from(table)
    .where(and(...conditions))
    .limit(1)) as Record<string, unknown>[];
  if (!other) return null;
  const name = String(other[definition.recordRepresentation] ?? other.id);
  const otherStart = formatDateBR(String(other[rule.start]));
  const C = servidor.crud;
  const periodo = other[rule.end]
    ? format(C.periodoFechado, { inicio: otherStart, fim: formatDateBR(String(other[rule.end])) })
    : format(C.periodoAberto, { inicio: otherStart });
  const perLabel = definition.fields.find((f) => f.source === rule.per)?.label ?? rule.per;
  return {
    field: rule.start,
    message: format(C.vigenciaCoincide, { nome: name, periodo, campo: perLabel.toLowerCase() }),
  };
}
