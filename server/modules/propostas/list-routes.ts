import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  isCpf,
  isExternalNurse,
  MESSAGES,
  NURSE_SITUACAO_LISTS,
  TIPO_PROPOSTA,
  type NurseSituacaoSlug,
} from '../../../src/domain';
import { propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import type { Executor } from '../../db/client';
import { requirePermission, requireUser, type CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from './access';
import {
  allOf,
  filterConditions,
  filterContext,
  type Filtro,
  prefersDateIndex,
  searchCondition,
  statusCondition,
  tipoCondition,
} from './list-filters';
import { listPropostas, type PageRequest } from './list-service';
import { ErrorResponses } from '../../http/schemas';
import { BuscarBody, ListAnswer, PesquisarBody, SearchBody } from './schemas';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The paging part of a list body, whatever the endpoint calls its page and filters (the spec's
 * portability and retention bodies say `page`/`filters`): page 1 and 10 rows by default, and the
 * index choice for its date filters.
 */
function pageRequest(
  body: { orderBy?: string; orderDirection?: string; pageSize?: number },
  pagina: number | undefined,
  filtros: readonly Filtro[] | undefined,
): PageRequest {
  return {
    orderBy: body.orderBy,
    orderDirection: body.orderDirection,
    pagina: pagina ?? 1,
    pageSize: body.pageSize ?? 10,
    readByDateRange: prefersDateIndex(filtros ?? []),
  };
}

/** Lists whose every body field is optional may be posted without a body. */
async function emptyBodyAsObject(request: FastifyRequest) {
  request.body ??= {};
}

const INDIVIDUAIS = [TIPO_PROPOSTA.Comum, TIPO_PROPOSTA.Retencao, TIPO_PROPOSTA.Portabilidade];

/** What decides a list's rows, whatever page is asked: the buscar body without its paging. */
export interface ListaFiltro {
  filtros?: Filtro[];
  situacoesPropostasAdesaoIds?: number[];
  tipos?: number[];
}

/**
 * The rows of POST api/adesao/buscar: the caller's scope first, then statuses, kinds and the
 * panel's filters. Shared with its CSV export (exportar-routes.ts), so the file always holds
 * what the list shows.
 */
export async function buscarWhere(db: Executor, user: CurrentUser, body: ListaFiltro) {
  return allOf([
    scopeCondition(scopeOf(user)),
    statusCondition(body.situacoesPropostasAdesaoIds),
    tipoCondition(body.tipos?.length ? body.tipos : INDIVIDUAIS),
    ...filterConditions(body.filtros ?? [], await filterContext(db, body.filtros)),
  ]);
}

/** The rows of a nurse list (no dealership scope: the nurses read every proposal). */
export async function enfermeiroWhere(
  db: Executor,
  user: CurrentUser,
  slug: NurseSituacaoSlug,
  body: ListaFiltro,
) {
  // External nurses conclude instead of approving: the approval lists are not theirs.
  if (isExternalNurse(user) && (slug === 'aguardando-aprovacao' || slug === 'aprovadas')) {
    throw forbidden();
  }
  return allOf([
    statusCondition(NURSE_SITUACAO_LISTS[slug].statuses),
    tipoCondition(body.tipos),
    ...filterConditions(body.filtros ?? [], await filterContext(db, body.filtros)),
  ]);
}
const TAGS = ['Propostas — listas'];
const response = { 200: EnvelopeOf(ListAnswer), ...ErrorResponses };

/**
 * The proposal lists. Every list applies the caller's scope (dealership, broker, or all) before
 * any filter, so a forged filter can never widen what a user sees.
 */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canList = requirePermission('proposta', 'list');

  app.post(
    '/api/adesao/buscar',
    {
      preHandler: canList,
      schema: {
        tags: TAGS,
        summary: 'Lista de propostas individuais por situação, com filtros e paginação',
        body: BuscarBody,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const where = await buscarWhere(app.db, user, body);
      return ok(
        await listPropostas(app.db, user, where, pageRequest(body, body.pagina, body.filtros)),
      );
    },
  );

  for (const [path, tipo, summary] of [
    [
      '/api/portabilidade/buscar',
      TIPO_PROPOSTA.Portabilidade,
      'Lista de propostas de portabilidade',
    ],
    ['/api/retencao/buscar', TIPO_PROPOSTA.Retencao, 'Lista de propostas de retenção'],
  ] as const) {
    app.post(
      path,
      { preHandler: canList, schema: { tags: TAGS, summary, body: SearchBody, response } },
      async (request) => {
        const user = requireUser(request);
        const body = request.body;
        const where = await buscarWhere(app.db, user, {
          filtros: body.filters,
          situacoesPropostasAdesaoIds: body.situacoesPropostasAdesaoIds,
          tipos: [tipo],
        });
        return ok(
          await listPropostas(app.db, user, where, pageRequest(body, body.page, body.filters)),
        );
      },
    );
  }

  app.post(
    '/api/enfermeiro/propostasSituacao/:situacao',
    {
      schema: {
        tags: TAGS,
        summary:
          'Listas da enfermagem: aguardando avaliação, aguardando aprovação, canceladas, aprovadas',
        params: Type.Object({
          situacao: Type.String({
            enum: Object.keys(NURSE_SITUACAO_LISTS),
            errorMessage: servidor.propostas.listaEnfermagemDesconhecida,
          }),
        }),
        body: BuscarBody,
        response,
      },
      preValidation: emptyBodyAsObject,
      preHandler: requirePermission('area', 'enfermeiro-avaliador'),
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body ?? {};
      const where = await enfermeiroWhere(
        app.db,
        user,
        request.params.situacao as NurseSituacaoSlug,
        body,
      );
      return ok(
        await listPropostas(app.db, user, where, pageRequest(body, body.pagina, body.filtros)),
      );
    },
  );

  app.post(
    '/api/adesao/pesquisar',
    {
      preHandler: canList,
      schema: {
        tags: TAGS,
        summary: 'Busca direta por número de contrato, CPF ou início do nome',
        body: PesquisarBody,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const where = allOf([scopeCondition(scopeOf(user)), searchCondition(body.termo, isCpf)]);
      return ok(
        await listPropostas(app.db, user, where, {
          pagina: body.pagina ?? 1,
          pageSize: body.pageSize ?? 10,
        }),
      );
    },
  );

  app.get(
    '/api/adesao/listarPropostasCPF/:cpf',
    {
      preHandler: canList,
      schema: {
        tags: TAGS,
        summary: 'Todas as propostas de um CPF (titular ou dependente)',
        params: Type.Object({ cpf: Type.String({ maxLength: 14 }) }),
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const cpf = request.params.cpf.replace(/\D/g, '');
      if (!isCpf(cpf)) throw badRequest(MESSAGES.cpfInvalid);
      const where = allOf([scopeCondition(scopeOf(user)), eq(propostasAdesao.cpf, cpf)]);
      return ok(await listPropostas(app.db, user, where, { pagina: 1, pageSize: 100 }));
    },
  );

  app.post(
    '/api/adesao/rascunhos',
    {
      preHandler: requirePermission('rascunho', 'list'),
      preValidation: emptyBodyAsObject,
      schema: {
        tags: TAGS,
        summary: 'Rascunhos: propostas ainda não submetidas',
        body: BuscarBody,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body ?? {};
      const where = allOf([
        scopeCondition(scopeOf(user)),
        isNull(propostasAdesao.situacaoPropostaAdesaoId),
        // Discarded drafts (rascunho-routes.ts) are kept for the audit trail, not listed.
        eq(propostasAdesao.inativa, false),
        tipoCondition(body.tipos),
        ...filterConditions(body.filtros ?? [], await filterContext(app.db, body.filtros)),
      ]);
      return ok(
        await listPropostas(app.db, user, where, pageRequest(body, body.pagina, body.filtros)),
      );
    },
  );
};

export default listRoutes;
