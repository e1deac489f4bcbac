import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { ResourceDefinition } from '../../src/registries/definition';
import { EnvelopeOf, ok } from '../http/envelope';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
import { badRequest } from '../http/errors';
import { ErrorResponses, IdParams } from '../http/schemas';
import { requirePermission, requireUser } from '../modules/auth/current-user';
import { registerCrudExport } from './exportar';
import { readListQuery } from './query';
import { crudRepository } from './repository';
import { bodySchema, HistoryEntry, ListQuerystring, recordSchema } from './schemas';

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
 * (a deactivation where the spec keeps records). Each route parses, guards (the shared
 * permission table, under the definition's key), calls the repository (repository.ts: scope,
 * validation, SQL, history) and answers.
 */
export function registerCrudResource(app: FastifyInstance, options: CrudOptions): void {
  const { definition } = options;
  const repository = crudRepository(() => app.db, options);
  const base = `/api/${definition.name}`;
  const tags = [definition.label.plural];
  const Record_ = recordSchema(definition);
  const { singular, plural, article } = definition.label;
  // The same guard every hand-written route uses, under the definition's permission key.
  const guard = (action: string) => requirePermission(definition.permission, action);

  // 'Exportar' of the generic list: the same guard, scope and filter as the list below.
  registerCrudExport(app, { ...options, scope: repository.scope, guard: guard('list') });

  app.get(
    base,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        summary: `Lista ${plural.toLowerCase()} (range, sort, filter; Content-Range)`,
        querystring: ListQuerystring,
        response: { 200: EnvelopeOf(Type.Array(Record_)), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const query = readListQuery(definition, request.query as Record<string, string>);
      const { records, total } = await repository.list(requireUser(request), query);
      const last = records.length ? query.offset + records.length - 1 : query.offset;
      reply.header('Content-Range', `${definition.name} ${query.offset}-${last}/${total}`);
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return ok(records);
    },
  );

  app.get(
    `${base}/:id`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        summary: `Lê ${singular.toLowerCase()}`,
        params: IdParams,
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return ok(await repository.get(requireUser(request), id));
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
      return ok(await repository.history(requireUser(request), id));
    },
  );

  app.post(
    base,
    {
      preHandler: guard('create'),
      schema: {
        tags,
        summary: `Cadastra ${singular.toLowerCase()}`,
        body: bodySchema(definition),
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const record = await repository.create(requireUser(request), body);
      const cadastrado =
        article === 'a' ? servidor.crud.cadastradaComSucesso : servidor.crud.cadastradoComSucesso;
      return ok(record, [format(cadastrado, { singular })]);
    },
  );

  app.put(
    `${base}/:id`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        summary: `Altera ${singular.toLowerCase()} (versao obrigatória)`,
        params: IdParams,
        body: bodySchema(definition),
        response: { 200: EnvelopeOf(Record_), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params as { id: number };
      const body = request.body as Record<string, unknown> & { versao?: number };
      if (body.versao === undefined) throw badRequest(servidor.crud.versaoObrigatoria);
      return ok(await repository.update(user, id, body.versao, body), [
        servidor.crud.alteradoComSucesso,
      ]);
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
      const { id } = request.params as { id: number };
      const record = await repository.remove(requireUser(request), id);
      return ok(record, [
        definition.softDelete ? servidor.crud.registroDesativado : servidor.crud.registroRemovido,
      ]);
    },
  );
}
