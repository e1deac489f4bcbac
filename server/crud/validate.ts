import { and, count, eq, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/registries/definition';
import {
  errorsByField,
  labelOf,
  normaliseRecord,
  recordSchema as formSchema,
} from '../../src/registries/schema';
import type { Executor } from '../db/client';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
import { HttpError } from '../http/errors';
import type { CurrentUser } from '../modules/auth/current-user';
import { columnsOf } from './query';
import { conflictingValidity } from './vigencia';

export interface ValidationContext {
  definition: ResourceDefinition;
  table: PgTable;
  /** Every declared resource, to check references ('concessionariaId' must exist). */
  resources: readonly ResourceDefinition[];
  tableOf: (definition: ResourceDefinition) => PgTable;
}

/**
 * A body as the record to store: the shared yup schema's rules and messages (400), then what
 * only the database knows — unique values and overlapping validity (409), references that
 * exist (400). A scoped caller's dealership is set by the server, whatever the body says.
 */
export async function validateRecord(
  context: ValidationContext,
  db: Executor,
  body: Record<string, unknown>,
  user: CurrentUser,
  mode: 'create' | 'edit',
  id?: number,
): Promise<Record<string, unknown>> {
  const { definition, table } = context;
  const columns = columnsOf(table);
  const scoped = Boolean(definition.scope?.concessionaria && user.concessionariaId != null);
  const schema = formSchema(definition, { mode, scoped });
  let values: Record<string, unknown>;
  try {
    values = await schema.validate(normaliseRecord(definition, body), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    const errors = errorsByField(error);
    const labelled = Object.entries(errors).map(
      ([path, message]) => `${labelOf(definition, path)}: ${message}`,
    );
    throw new HttpError(400, labelled.length ? labelled : [servidor.crud.dadosInvalidos], errors);
  }
  const errors: Record<string, string> = {};
  let duplicate = false;
  for (const field of definition.fields) {
    const value = values[field.source];
    if (value == null) continue;
    if (field.unique) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(columns[field.source], value), id ? ne(columns.id, id) : undefined));
      if (n > 0) {
        errors[field.source] =
          field.uniqueMessage ?? format(servidor.crud.campoJaCadastrado, { campo: field.label });
        duplicate = true;
      }
    }
    if (field.type === 'reference' && field.reference) {
      const target = context.resources.find((r) => r.name === field.reference!.resource);
      if (!target) continue;
      const targetTable = context.tableOf(target);
      const [{ n }] = await db
        .select({ n: count() })
        .from(targetTable)
        .where(eq(columnsOf(targetTable).id, value as number));
      if (n === 0) errors[field.source] = servidor.crud.selecioneRegistro;
    }
  }
  const overlap = await conflictingValidity(db, definition, table, values, id);
  if (overlap && !errors[overlap.field]) {
    errors[overlap.field] = overlap.message;
    duplicate = true;
  }
  if (Object.keys(errors).length) {
    // A value another record holds is a conflict; anything else is bad input.
    throw new HttpError(duplicate ? 409 : 400, Object.values(errors), errors);
  }
  if (scoped) values[definition.scope!.concessionaria!] = user.concessionariaId;
  return withColumnDefaults(table, values);
}

/**
 * An optional field left empty is stored as null, except in a NOT NULL column with a default
 * (a user's last name is ''): there the default stands in for "nothing".
 */
function withColumnDefaults(
  table: PgTable,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const columns = columnsOf(table);
  const out: Record<string, unknown> = { ...values };
  for (const [source, value] of Object.entries(values)) {
    const column = columns[source] as unknown as
      { notNull?: boolean; hasDefault?: boolean; default?: unknown } | undefined;
    if (value !== null || !column?.notNull) continue;
    if (column.hasDefault && ['string', 'number', 'boolean'].includes(typeof column.default)) {
      out[source] = column.default;
    } else {
      delete out[source];
    }
  }
  return out;
}
