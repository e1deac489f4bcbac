import { getTableColumns, getTableName, is, type Column } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FieldType, ResourceDefinition } from '../../src/registries/definition';
import * as schema from '../db/schema';

/** Every Drizzle table of the schema by its SQL name: a definition names its table, no more. */
const TABLES = new Map<string, PgTable>(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

export function tableOf(
  definition: ResourceDefinition,
  extra?: ReadonlyMap<string, PgTable>,
): PgTable {
  const table = extra?.get(definition.table) ?? TABLES.get(definition.table);
  if (!table) throw new Error(`Recurso ${definition.name}: tabela ${definition.table} não existe`);
  return table;
}

/** The Drizzle data types (column.dataType) that can hold a field of each type. */
const DATA_TYPES: Record<FieldType, readonly string[]> = {
  text: ['string'],
  name: ['string'],
  cpf: ['string'],
  cnpj: ['string'],
  email: ['string'],
  phone: ['string'],
  cep: ['string'],
  integer: ['number'],
  reference: ['number'],
  // numeric(10,2) read as a number (mode 'number') or as its text.
  money: ['number', 'string'],
  // A calendar date (mode 'string') or a timestamp.
  date: ['string', 'date'],
  boolean: ['boolean'],
  select: ['string', 'number'],
  list: ['json'],
};

/**
 * Whether a definition and its Drizzle table agree: every field a column of the right kind
 * (and no longer than a varchar allows), every column the definition names elsewhere present,
 * `id` and `versao` there. The fields are declared beside the table, so a misspelt `source`
 * would otherwise surface as a missing value or a failed query long after start; this lists
 * every disagreement, naming the resource, the field and the table.
 */
export function tableMismatches(
  definition: ResourceDefinition,
  table: PgTable,
  tableOfResource: (name: string) => PgTable | undefined = () => undefined,
): string[] {
  const columns = getTableColumns(table) as Record<string, Column>;
  const where = `recurso ${definition.name}, tabela ${getTableName(table)}`;
  const problems: string[] = [];
  const mustExist = (source: string, what: string) => {
    if (!columns[source]) problems.push(`${where}: ${what} '${source}' não é coluna da tabela`);
  };
  mustExist('id', 'a chave');
  mustExist('versao', 'a versão (bloqueio otimista)');
  for (const field of definition.fields) {
    const column = columns[field.source];
    if (!column) {
      problems.push(`${where}: o campo '${field.source}' não é coluna da tabela`);
      continue;
    }
    if (!DATA_TYPES[field.type].includes(column.dataType)) {
      problems.push(
        `${where}: o campo '${field.source}' (${field.type}) está numa coluna ${column.dataType}`,
      );
    }
    if (field.type === 'select' && field.choices?.length) {
      const idType = typeof field.choices[0].id;
      if (idType !== column.dataType) {
        problems.push(
          `${where}: as opções de '${field.source}' são ${idType}, a coluna ${column.dataType}`,
        );
      }
    }
    const length = (column as Column & { length?: number }).length;
    if (field.maxLength && length && field.maxLength > length) {
      problems.push(
        `${where}: o campo '${field.source}' aceita ${field.maxLength} caracteres, a coluna ${length}`,
      );
    }
    if (field.type === 'reference' && field.reference) {
      const target = tableOfResource(field.reference.resource);
      if (!target) {
        problems.push(
          `${where}: o campo '${field.source}' referencia o recurso '${field.reference.resource}', que não está declarado`,
        );
      } else if (!getTableColumns(target)[field.reference.optionText]) {
        problems.push(
          `${where}: o campo '${field.source}' mostra '${field.reference.optionText}', que não é coluna de ${getTableName(target)}`,
        );
      }
    }
  }
  mustExist(definition.recordRepresentation, 'recordRepresentation');
  if (definition.sort.field !== 'id') mustExist(definition.sort.field, 'a ordenação');
  if (definition.scope?.concessionaria) mustExist(definition.scope.concessionaria, 'o escopo');
  if (definition.softDelete) mustExist(definition.softDelete, 'softDelete');
  const validity = definition.exclusiveValidity;
  if (validity)
    for (const source of [validity.per, validity.start, validity.end]) {
      mustExist(source, 'exclusiveValidity');
    }
  return problems;
}

/** Every declared resource against its table: throws once, listing every disagreement. */
export function assertDeclaredTables(
  resources: readonly ResourceDefinition[],
  extra?: ReadonlyMap<string, PgTable>,
): void {
  const find = (definition: ResourceDefinition) =>
    extra?.get(definition.table) ?? TABLES.get(definition.table);
  const byName = (name: string) => {
    const definition = resources.find((r) => r.name === name);
    return definition ? find(definition) : undefined;
  };
  // A table name that matches no table is listed with the other disagreements, not thrown
  // alone, so one start names every mistake.
  const problems = resources.flatMap((definition) => {
    const table = find(definition);
    if (!table) {
      return [
        `recurso ${definition.name}: a tabela '${definition.table}' não é uma tabela do schema (server/db/schema)`,
      ];
    }
    return tableMismatches(definition, table, byName);
  });
  if (problems.length) {
    throw new Error(`Recursos declarados que não batem com suas tabelas:\n${problems.join('\n')}`);
  }
}
