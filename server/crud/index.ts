import type { FastifyInstance } from 'fastify';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/resources/definition';
import { RESOURCES } from '../../src/resources/registry';
import * as schema from '../db/schema';
import { registerCrudResource } from './routes';

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

/**
 * The CRUD routes of every declared resource. Tests pass their own definitions and tables to
 * prove that a declaration alone is enough.
 */
export async function registerDeclaredResources(
  app: FastifyInstance,
  resources: readonly ResourceDefinition[] = RESOURCES,
  extraTables?: ReadonlyMap<string, PgTable>,
): Promise<void> {
  for (const definition of resources) {
    registerCrudResource(app, {
      definition,
      table: tableOf(definition, extraTables),
      resources,
      tableOf: (d) => tableOf(d, extraTables),
    });
  }
}
