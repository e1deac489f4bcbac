import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../src/registries/definition';
import type { Database, Executor } from '../db/client';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
import { conflict, notFound } from '../http/errors';
import type { CurrentUser } from '../modules/auth/current-user';
import { diff, readHistory, writeHistory } from './history';
import { columnsOf, filterConditions, orderBy, scopeCondition, type ListQuery } from './query';
import { usuarioExtension } from './usuarios';
import { validateRecord, type ValidationContext } from './validate';

type Row = Record<string, unknown> & { id: number; versao: number };
/** A record as the API answers it: id, versao and the definition's fields, nothing else. */
export type CrudRecord = Record<string, unknown>;

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
    if (isUniqueViolation(error)) throw conflict(servidor.crud.registroJaCadastrado);
    throw error;
  }
}

export type CrudRepositoryOptions = ValidationContext;

export interface CrudRepository {
  /** The caller's scope (dealership, staff role) as a condition; undefined sees everything. */
  scope(user: CurrentUser): SQL | undefined;
  list(user: CurrentUser, query: ListQuery): Promise<{ records: CrudRecord[]; total: number }>;
  get(user: CurrentUser, id: number): Promise<CrudRecord>;
  history(user: CurrentUser, id: number): ReturnType<typeof readHistory>;
  create(user: CurrentUser, body: Record<string, unknown>): Promise<CrudRecord>;
  /** Refused with 409 when the record is no longer at `versao` (optimistic locking). */
  update(
    user: CurrentUser,
    id: number,
    versao: number,
    body: Record<string, unknown>,
  ): Promise<CrudRecord>;
  /** A deactivation where the definition keeps records (softDelete), else a removal. */
  remove(user: CurrentUser, id: number): Promise<CrudRecord>;
}

/**
 * The SQL of one declared resource: every read under the caller's scope, every write validated,
 * in a transaction, and written to the record's history. Knows nothing of HTTP beyond the
 * status its errors carry.
 */
export function crudRepository(db: () => Database, options: CrudRepositoryOptions): CrudRepository {
  const { definition, table } = options;
  const columns = columnsOf(table);
  if (!columns.versao) throw new Error(`${definition.table}: falta a coluna versao`);
  const fieldNames = definition.fields.map((f) => f.source);
  const usuario = usuarioExtension(definition);
  const scope = (user: CurrentUser) =>
    and(scopeCondition(definition, table, user), usuario?.scope());

  const toRecord = (row: Row): CrudRecord =>
    Object.fromEntries([
      ['id', row.id],
      ['versao', row.versao],
      ...fieldNames.map((name) => [name, row[name] ?? null]),
    ]);

  async function findScoped(tx: Executor, id: number, user: CurrentUser): Promise<Row> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(columns.id, id), scope(user)));
    // Outside the caller's scope is the same answer as missing: nothing to learn by probing ids.
    if (!row) throw notFound(notFoundMessage(definition));
    return row as Row;
  }

  const history = (
    tx: Executor,
    user: CurrentUser,
    registroId: number,
    acao: Parameters<typeof writeHistory>[1]['acao'],
    alteracoes: Parameters<typeof writeHistory>[1]['alteracoes'],
  ) => writeHistory(tx, { recurso: definition.name, registroId, acao, alteracoes, user });

  return {
    scope,

    async list(user, query) {
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
      return { records: (rows as Row[]).map(toRecord), total };
    },

    async get(user, id) {
      return toRecord(await findScoped(db(), id, user));
    },

    async history(user, id) {
      await findScoped(db(), id, user);
      return readHistory(db(), definition.name, id);
    },

    create(user, body) {
      return refusingDuplicates(() =>
        db().transaction(async (tx) => {
          const values = await validateRecord(options, tx, body, user, 'create');
          const stored = usuario ? await usuario.beforeInsert(values) : values;
          const [row] = (await tx
            .insert(table)
            .values(stored as never)
            .returning()) as Row[];
          await usuario?.afterInsert(tx, row.id);
          await history(tx, user, row.id, 'criado', diff({}, values, fieldNames));
          return toRecord(row);
        }),
      );
    },

    update(user, id, versao, body) {
      return refusingDuplicates(() =>
        db().transaction(async (tx) => {
          const current = await findScoped(tx, id, user);
          if (current.versao !== versao) throw conflict(servidor.crud.registroDesatualizado);
          const values = await validateRecord(options, tx, body, user, 'edit', id);
          const changes = diff(current, values, fieldNames);
          const [row] = (await tx
            .update(table)
            .set({ ...values, versao: current.versao + 1 } as never)
            .where(and(eq(columns.id, id), eq(columns.versao, current.versao)))
            .returning()) as Row[];
          if (!row) throw conflict(servidor.crud.registroDesatualizado);
          if (usuario && current.ativo === true && row.ativo === false) {
            await usuario.afterDeactivate(tx, id);
          }
          await history(tx, user, id, 'alterado', changes);
          return toRecord(row);
        }),
      );
    },

    remove(user, id) {
      return db().transaction(async (tx) => {
        const current = await findScoped(tx, id, user);
        const flag = definition.softDelete;
        if (flag) {
          const [row] = (await tx
            .update(table)
            .set({ [flag]: false, versao: current.versao + 1 } as never)
            .where(eq(columns.id, id))
            .returning()) as Row[];
          await usuario?.afterDeactivate(tx, id);
          await history(tx, user, id, 'desativado', diff(current, { [flag]: false }, fieldNames));
          return toRecord(row);
        }
        await tx.delete(table).where(eq(columns.id, id));
        await history(tx, user, id, 'removido', {});
        return toRecord(current);
      });
    },
  };
}

const notFoundMessage = ({ label }: ResourceDefinition) =>
  format(label.article === 'a' ? servidor.crud.naoEncontrada : servidor.crud.naoEncontrado, {
    singular: label.singular,
  });
