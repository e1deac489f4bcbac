import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { ageInYears } from '../../../src/domain';
import type { Database } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { awaitingAgeRelease, scopeCondition, scopeOf } from './access';
import { ActionAnswer, toActionAnswer } from './action-routes';
import { allOf } from './list-filters';
import { listPropostas } from './list-service';
import { descartarRascunho, recusarLiberacaoIdade } from './rascunhos';
import { ErrorResponses, IdParams, Versao } from '../../http/schemas';
import { LiberacaoIdadeAnswer } from './schemas';
import ptBR from '../../../i18n/pt-BR';

const TAGS = ['Propostas — rascunhos'];

/** Each row with its holder's age today (the release is about the age). */
async function comIdade<Row extends { id: number }>(db: Database, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const nascimentos = ids.length
    ? await db
        .select({ id: propostasAdesao.id, dataNascimento: propostasAdesao.dataNascimento })
        .from(propostasAdesao)
        .where(inArray(propostasAdesao.id, ids))
    : [];
  const byId = new Map(nascimentos.map((n) => [n.id, n.dataNascimento]));
  const today = new Date();
  return rows.map((row) => ({ ...row, idade: ageInYears(byId.get(row.id) ?? null, today) ?? 0 }));
}
const actionResponse = { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses };

/**
 * Drafts (proposals never sent): discarding one, and the under-49 release queue with its
 * refusal. The release itself is POST api/adesao/{id}/liberarIdade (special-action-routes.ts).
 */
const rascunhoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/liberacaoIdade/pendentes',
    {
      preHandler: requirePermission('proposta', 'liberar-idade'),
      schema: {
        tags: TAGS,
        summary: 'Rascunhos de titulares com menos de 49 anos aguardando liberação de idade',
        body: Type.Optional(
          Type.Object({
            pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          }),
        ),
        response: { 200: EnvelopeOf(LiberacaoIdadeAnswer), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const where = allOf([scopeCondition(scopeOf(user)), awaitingAgeRelease()]);
      const page = await listPropostas(app.db, user, where, {
        orderBy: 'dataCriacao',
        orderDirection: 'asc',
        pagina: request.body?.pagina ?? 1,
        pageSize: request.body?.pageSize ?? 25,
      });
      return ok({ ...page, itens: await comIdade(app.db, page.itens) });
    },
  );

  app.post(
    '/api/adesao/:id/descartarRascunho',
    {
      preHandler: requirePermission('rascunho', 'delete'),
      schema: {
        tags: TAGS,
        summary: 'Descarta um rascunho (proposta ainda não enviada); fica registrado no histórico',
        params: IdParams,
        body: Type.Object({ versao: Versao }),
        response: actionResponse,
      },
    },
    async (request) => {
      const updated = await descartarRascunho(app.db, requireUser(request), {
        propostaId: request.params.id,
        versao: request.body.versao,
      });
      return ok(toActionAnswer(updated), [ptBR.rascunhos.descartado]);
    },
  );

  app.post(
    '/api/adesao/:id/recusarLiberacaoIdade',
    {
      preHandler: requirePermission('proposta', 'liberar-idade'),
      schema: {
        tags: TAGS,
        summary: 'Recusa a liberação de idade com o motivo; o rascunho é descartado',
        params: IdParams,
        body: Type.Object({
          versao: Versao,
          motivo: Type.String({
            minLength: 3,
            maxLength: 500,
            pattern: '\\S',
            errorMessage: ptBR.rascunhos.motivoObrigatorio,
          }),
        }),
        response: actionResponse,
      },
    },
    async (request) => {
      const updated = await recusarLiberacaoIdade(app.db, requireUser(request), {
        propostaId: request.params.id,
        versao: request.body.versao,
        motivo: request.body.motivo.trim(),
      });
      return ok(toActionAnswer(updated), [ptBR.rascunhos.recusada]);
    },
  );
};

export default rascunhoRoutes;
