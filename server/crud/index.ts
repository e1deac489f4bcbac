import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/registries/definition';
import { RESOURCES } from '../../src/registries/registry';
import { registerCrudResource } from './routes';
import { assertDeclaredTables, tableOf } from './tables';

export { tableOf } from './tables';

/**
 * The CRUD routes of every declared resource, once every definition is checked against its
 * table (tables.ts): a field without a column stops the server at start, named. Tests pass
 * their own definitions and tables to prove that a declaration alone is enough.
 */
export async function registerDeclaredResources(
  app: FastifyInstance,
  resources: readonly ResourceDefinition[] = RESOURCES,
  extraTables?: ReadonlyMap<string, PgTable>,
): Promise<void> {
  assertDeclaredTables(resources, extraTables);
  for (const definition of resources) {
    registerCrudResource(app, {
      definition,
      table: tableOf(definition, extraTables),
      resources,
      tableOf: (d) => tableOf(d, extraTables),
    });
  }
}
