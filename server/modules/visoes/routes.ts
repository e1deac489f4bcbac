import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { canAccess, type AreaId } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { requireUser, type CurrentUser } from '../auth/current-user';
import { ErrorResponses } from '../../http/schemas';
import { AlteracaoVisao, AreaParams, Colunas, NovaVisao, Visao, VisaoParams } from './schemas';
import {
  alterarVisao,
  criarVisao,
  excluirVisao,
  gravarColunas,
  lerColunas,
  listarVisoes,
} from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Visões salvas e colunas'];

/** Views and column choices belong to an area: only someone who may enter it reads or saves. */
function naArea(user: CurrentUser, area: AreaId): CurrentUser {
  if (!canAccess(user.roles, { resource: 'area', action: area })) throw forbidden();
  return user;
}

/**
 * Saved views (a list's filter, sort, page size and columns under a name, personal or shared
 * with the area) and each user's column choices per list, kept on the server so they follow
 * the user to another machine (issue 21).
 */
const visoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/visoes/:area',
    {
      schema: {
        tags: TAGS,
        summary: 'Visões salvas da área: as do usuário e as compartilhadas',
        params: AreaParams,
        response: { 200: EnvelopeOf(Type.Array(Visao)), ...ErrorResponses },
      },
    },
    async (request) => {
      const { area } = request.params;
      return ok(await listarVisoes(app.db, area, naArea(requireUser(request), area)));
    },
  );

  app.post(
    '/api/visoes/:area',
    {
      schema: {
        tags: TAGS,
        summary: 'Salva o estado atual de uma lista como visão',
        params: AreaParams,
        body: NovaVisao,
        response: { 201: EnvelopeOf(Type.Object({ id: Type.Integer() })), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { area } = request.params;
      const id = await criarVisao(app.db, area, naArea(requireUser(request), area), request.body);
      return reply.status(201).send(ok({ id }, [servidor.visoes.visaoSalva]));
    },
  );

  app.put(
    '/api/visoes/:area/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Altera uma visão (somente quem a criou)',
        params: VisaoParams,
        body: AlteracaoVisao,
        response: { 200: EnvelopeOf(Type.Null()), ...ErrorResponses },
      },
    },
    async (request) => {
      const { area, id } = request.params;
      await alterarVisao(app.db, area, naArea(requireUser(request), area), id, request.body);
      return ok(null, [servidor.visoes.visaoAlterada]);
    },
  );

  app.delete(
    '/api/visoes/:area/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui uma visão (somente quem a criou)',
        params: VisaoParams,
        response: { 200: EnvelopeOf(Type.Null()), ...ErrorResponses },
      },
    },
    async (request) => {
      const { area, id } = request.params;
      await excluirVisao(app.db, area, naArea(requireUser(request), area), id);
      return ok(null, [servidor.visoes.visaoExcluida]);
    },
  );

  app.get(
    '/api/colunas/:area',
    {
      schema: {
        tags: TAGS,
        summary: 'Colunas escolhidas pelo usuário em cada lista da área',
        params: AreaParams,
        response: { 200: EnvelopeOf(Type.Array(Colunas)), ...ErrorResponses },
      },
    },
    async (request) => {
      const { area } = request.params;
      return ok(await lerColunas(app.db, area, naArea(requireUser(request), area)));
    },
  );

  app.put(
    '/api/colunas/:area',
    {
      schema: {
        tags: TAGS,
        summary: 'Grava as colunas ocultas e a ordem de uma lista',
        params: AreaParams,
        body: Colunas,
        response: { 200: EnvelopeOf(Type.Null()), ...ErrorResponses },
      },
    },
    async (request) => {
      const { area } = request.params;
      await gravarColunas(app.db, area, naArea(requireUser(request), area), request.body);
      return ok(null);
    },
  );
};

export default visoesRoutes;
