import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses } from '../../http/schemas';
import {
  alterarParametro,
  historicoParametros,
  listarParametros,
  PARAMETRO_ALTERADO,
} from './edicao';

const TAGS = ['Parâmetros'];

const Parametro = Type.Object({
  chave: Type.String(),
  label: Type.String(),
  descricao: Type.String(),
  tipo: Type.String(),
  padrao: Type.Integer(),
  minimo: Type.Integer(),
  maximo: Type.Integer(),
  unidade: Type.String(),
  valor: Type.Integer(),
  versao: Type.Integer(),
  atualizadoEm: Type.Union([Type.String(), Type.Null()]),
});

const Alteracao = Type.Object({
  id: Type.Integer(),
  chave: Type.String(),
  label: Type.String(),
  de: Type.Unknown(),
  para: Type.Unknown(),
  autor: Type.String(),
  data: Type.String(),
});

/** parametros (spec 2.2): the business constants the commercial manager may change. */
const parametrosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/parametros',
    {
      preHandler: requirePermission('parametro', 'list'),
      schema: {
        tags: TAGS,
        summary: 'Parâmetros com o valor em vigor, limites e unidade',
        response: { 200: EnvelopeOf(Type.Array(Parametro)), ...ErrorResponses },
      },
    },
    async () => ok(await listarParametros(app.db)),
  );

  app.get(
    '/api/parametros/historico',
    {
      preHandler: requirePermission('parametro', 'list'),
      schema: {
        tags: TAGS,
        summary: 'Histórico de alterações dos parâmetros (mais recente primeiro)',
        response: { 200: EnvelopeOf(Type.Array(Alteracao)), ...ErrorResponses },
      },
    },
    async () => ok(await historicoParametros(app.db)),
  );

  app.put(
    '/api/parametros/:chave',
    {
      preHandler: requirePermission('parametro', 'edit'),
      schema: {
        tags: TAGS,
        summary: 'Altera um parâmetro (versao: a lida; 0 enquanto vale o padrão)',
        params: Type.Object({ chave: Type.String({ maxLength: 80 }) }),
        // valor is checked by the domain's rule, so a text or a fraction gets its pt-BR message.
        body: Type.Object({ valor: Type.Unknown(), versao: Type.Integer({ minimum: 0 }) }),
        response: {
          200: EnvelopeOf(
            Type.Object({ chave: Type.String(), valor: Type.Integer(), versao: Type.Integer() }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const { valor, versao } = request.body;
      const result = await alterarParametro(
        app.db,
        requireUser(request),
        request.params.chave,
        valor,
        versao,
      );
      return ok(result, [PARAMETRO_ALTERADO]);
    },
  );
};

export default parametrosRoutes;
