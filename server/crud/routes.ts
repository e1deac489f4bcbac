import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { ResourceDefinition } from '../../src/resources/definition';
import {
  errorsByField,
  labelOf,
  normaliseRecord,
  recordSchema as formSchema,
} from '../../src/resources/schema';
import type { Database, Executor } from '../db/client';
import { EnvelopeOf, ok } from '../http/envelope';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { requirePermission, requireUser, type CurrentUser } from '../modules/auth/current-user';
import { ErrorResponses, IdParams } from '../http/schemas';
import { registerCrudExport } from './exportar';
import { diff, readHistory, writeHistory } from './history';
import { columnsOf, filterConditions, orderBy, readListQuery, scopeCondition } from './query';
import { bodySchema, HistoryEntry, ListQuerystring, recordSchema } from './schemas';
import { usuarioExtension } from './usuarios';
import { conflictingValidity } from './vigencia';

export const REGISTRO_DESATUALIZADO =
  'O registro foi alterado por outro usuário. Atualize a página e tente novamente.';
export const VERSAO_OBRIGATORIA = 'Informe a versão do registro.';
const DADOS_INVALIDOS = 'Verifique os campos destacados.';

type Row = Record<string, unknown> & { id: number; versao: number };

/** A unique index refused the write (a race the pre-check could not see, or case variants). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Registro já cadastrado.');
    throw error;
  }
}

export interface CrudOptions {
  definition: ResourceDefinition;
  table: PgTable;
  /** Every declared resource, to check references ('concessionariaId' must exist). */
  resources: readonly ResourceDefinition[];
  tableOf: (definition: ResourceDefinition) => PgTable;
}

/**
 * The ra-data-simple-rest contract for one declared resource under /api/<name>: list with
 * range/sort/filter and Content-Range, read, create, update with optimistic versao, delete
 * (a deactivation where the spec keeps records). Guards from the shared permission table,
 * validation from the shared yup schema, dealership scoping and history from the definition.
 */
export function registerCrudResource(app: FastifyInstance, options: CrudOptions): void {
  const { definition, table } = options;
  const columns = columnsOf(table);
  if (!columns.versao) throw new Error(`${definition.table}: falta a coluna versao`);
  const base = `/api/${definition.name}`;
  const tags = [definition.label.plural];
  const fieldNames = definition.fields.map((f) => f.source);
  const usuario = usuarioExtension(definition);
  /** The caller's scope plus, for staff accounts, 'holds this resource's role'. */
  const scope = (user: CurrentUser) =>
    and(scopeCondition(definition, table, user), usuario?.scope());
  const Record_ = recordSchema(definition);
  // The same guard every hand-written route uses, under the definition's permission key.
  const guard = (action: string) => requirePermission(definition.permission, action);

  const toRecord = (row: Row) =>
    Object.fromEntries([
      ['id', row.id],
      ['versao', row.versao],
      ...fieldNames.map((name) => [name, row[name] ?? null]),
    ]);

  async function findScoped(db: Executor, id: number, user: CurrentUser): Promise<Row> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(columns.id, id), scope(user)));
    // Outside the caller's scope is the same answer as missing: nothing to learn by probing ids.
    if (!row)
      throw notFound(`${definition.label.singular} não encontrad${definition.label.article}.`);
    return row as Row;
  }

  async function validate(
    db: Executor,
    body: Record<string, unknown>,
    user: CurrentUser,
    mode: 'create' | 'edit',
    id?: number,
  ): Promise<Record<string, unknown>> {
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
      throw new HttpError(400, labelled.length ? labelled : [DADOS_INVALIDOS], errors);
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
          errors[field.source] = field.uniqueMessage ?? `${field.label} já cadastrado.`;
          duplicate = true;
        }
      }
      if (field.type === 'reference' && field.reference) {
        const target = options.resources.find((r) => r.name === field.reference!.resource);
        if (!target) continue;
        const targetTable = options.tableOf(target);
        const [{ n }] = await db
          .select({ n: count() })
          .from(targetTable)
          .where(eq(columnsOf(targetTable).id, value as number));
        if (n === 0) errors[field.source] = 'Selecione um registro';
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
    return withColumnDefaults(values);
  }

  /**
   * An optional field left empty is stored as null, except in a NOT NULL column with a default
   * (a user's last name is ''): there the default stands in for "nothing".
   */
  function withColumnDefaults(values: Record<string, unknown>): Record<string, unknown> {
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

  const db = (): Database => app.db;

  // 'Exportar' of the generic list: the same guard, scope and filter as the list below.
  registerCrudExport(app, { ...options, scope, guard: guard('list') });

  app.get(
    base,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        summary: `Lista ${definition.label.plural.toLowerCase()} (range, sort, filter; Content-Range)`,
        querystring: ListQuerystring,
        response: { 200: EnvelopeOf(Type.Array(Record_)), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const query = readListQuery(definition, request.query as Record<string, string>);
      const where = and(scope(user), ...filterConditions(definition, table, query.filter));
      const [rows, [{ total }]] = await Promise.all([
        db()
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy(table, query))
          .limit(query.limit)
          .offset(query.offset),
        db().select({ total: count() }).from(table).where(where),
      ]);
      const last = rows.length ? query.offset + rows.length - 1 : query.offset;
      reply.header('Content-Range', `${definition.name} ${query.offset}-${last}/${total}`);
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return ok((rows as Row[]).map(toRecord));
    },
  );

  app.get(
    `${base}/:id`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        summary: `Lê ${definition.label.singular.toLowerCase()}`,
        params: IdParams,
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return ok(toRecord(await findScoped(db(), id, requireUser(request))));
    },
  );

  app.get(
    `${base}/:id/historico`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        summary: 'Histórico de alterações do registro',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Array(HistoryEntry)), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await findScoped(db(), id, requireUser(request));
      return ok(await readHistory(db(), definition.name, id));
    },
  );

  app.post(
    base,
    {
      preHandler: guard('create'),
      schema: {
        tags,
        summary: `Cadastra ${definition.label.singular.toLowerCase()}`,
        body: bodySchema(definition),
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const record = await refusingDuplicates(() =>
        db().transaction(async (tx) => {
          const values = await validate(
            tx,
            request.body as Record<string, unknown>,
            user,
            'create',
          );
          const stored = usuario ? await usuario.beforeInsert(values) : values;
          const [row] = (await tx
            .insert(table)
            .values(stored as never)
            .returning()) as Row[];
          await usuario?.afterInsert(tx, row.id);
          await writeHistory(tx, {
            recurso: definition.name,
            registroId: row.id,
            acao: 'criado',
            alteracoes: diff({}, values, fieldNames),
            user,
          });
          return toRecord(row);
        }),
      );
      return ok(record, [
        `${definition.label.singular} cadastrad${definition.label.article} com sucesso!`,
      ]);
    },
  );

  app.put(
    `${base}/:id`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        summary: `Altera ${definition.label.singular.toLowerCase()} (versao obrigatória)`,
        params: IdParams,
        body: bodySchema(definition),
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params as { id: number };
      const body = request.body as Record<string, unknown> & { versao?: number };
      if (body.versao === undefined) throw badRequest(VERSAO_OBRIGATORIA);
      const record = await refusingDuplicates(() =>
        db().transaction(async (tx) => {
          const current = await findScoped(tx, id, user);
          if (current.versao !== body.versao) throw conflict(REGISTRO_DESATUALIZADO);
          const values = await validate(tx, body, user, 'edit', id);
          const changes = diff(current, values, fieldNames);
          const [row] = (await tx
            .update(table)
            .set({ ...values, versao: current.versao + 1 } as never)
            .where(and(eq(columns.id, id), eq(columns.versao, current.versao)))
            .returning()) as Row[];
          if (!row) throw conflict(REGISTRO_DESATUALIZADO);
          if (usuario && current.ativo === true && row.ativo === false) {
            await usuario.afterDeactivate(tx, id);
          }
          await writeHistory(tx, {
            recurso: definition.name,
            registroId: id,
            acao: 'alterado',
            alteracoes: changes,
            user,
          });
          return toRecord(row);
        }),
      );
      return ok(record, ['Alterado com sucesso!']);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preHandler: guard(definition.softDelete ? 'edit' : 'delete'),
      schema: {
        tags,
        summary: definition.softDelete
          ? 'Desativa o registro (os registros são mantidos)'
          : 'Remove o registro',
        params: IdParams,
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params as { id: number };
      const record = await db().transaction(async (tx) => {
        const current = await findScoped(tx, id, user);
        if (definition.softDelete) {
          const [row] = (await tx
            .update(table)
            .set({ [definition.softDelete]: false, versao: current.versao + 1 } as never)
            .where(eq(columns.id, id))
            .returning()) as Row[];
          await usuario?.afterDeactivate(tx, id);
          await writeHistory(tx, {
            recurso: definition.name,
            registroId: id,
            acao: 'desativado',
            alteracoes: diff(current, { [definition.softDelete]: false }, fieldNames),
            user,
          });
          return toRecord(row);
        }
        await tx.delete(table).where(eq(columns.id, id));
        await writeHistory(tx, {
          recurso: definition.name,
          registroId: id,
          acao: 'removido',
          alteracoes: {},
          user,
        });
        return toRecord(current);
      });
      return ok(record, [
        definition.softDelete
          ? 'Registro desativado com sucesso!'
          : 'Registro removido com sucesso!',
      ]);
    },
  );
}
