import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAGADOR_ALTERADO } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, IdParams } from '../../http/schemas';
import { alterarPagador, lerGestaoFinanceira } from './service';

const TAGS = ['Gestão financeira'];
const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);
const Pagador = Type.Object({
  pagadorTitular: Type.Boolean(),
  nome: Nullable(Type.String()),
  cpf: Nullable(Type.String()),
  email: Nullable(Type.String()),
  telefone: Nullable(Type.String()),
});

/**
 * gestao-financeira/{id} (spec 2.2): the proposal's due day and payer. The due day is changed by
 * PUT /api/adesao/{id}/alterarVencimento (its rule and message); the payer here. The same
 * permission as the due day: the commercial manager.
 */
const gestaoFinanceiraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/adesao/:id/gestaoFinanceira',
    {
      preHandler: requirePermission('proposta', 'alterar-vencimento'),
      schema: {
        tags: TAGS,
        summary: 'Vencimento e pagador da proposta',
        params: IdParams,
        response: {
          200: EnvelopeOf(
            Type.Object({
              id: Type.Integer(),
              versao: Type.Integer(),
              nome: Type.String(),
              cpf: Type.String(),
              situacao: Type.String(),
              plano: Nullable(Type.String()),
              diaVencimento: Type.Union([Type.Integer(), Type.Null()]),
              podeAlterarVencimento: Type.Boolean(),
              pagador: Pagador,
            }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) =>
      ok(await lerGestaoFinanceira(app.db, requireUser(request), request.params.id)),
  );

  app.put(
    '/api/adesao/:id/pagador',
    {
      preHandler: requirePermission('proposta', 'alterar-vencimento'),
      schema: {
        tags: TAGS,
        summary: 'Define o pagador: o titular ou outra pessoa (CPF, nome, e-mail, telefone)',
        params: IdParams,
        // Fields are checked by the shared pagadorSchema, so its pt-BR messages answer.
        body: Type.Object({
          versao: Type.Integer({ minimum: 1 }),
          pagadorTitular: Type.Unknown(),
          nome: Type.Optional(Type.Unknown()),
          cpf: Type.Optional(Type.Unknown()),
          email: Type.Optional(Type.Unknown()),
          telefone: Type.Optional(Type.Unknown()),
        }),
        response: {
          200: EnvelopeOf(
            Type.Object({ id: Type.Integer(), versao: Type.Integer(), pagador: Pagador }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const { versao, ...pagador } = request.body;
      const result = await alterarPagador(app.db, requireUser(request), {
        propostaId: request.params.id,
        versao,
        pagador,
      });
      return ok(result, [PAGADOR_ALTERADO]);
    },
  );
};

export default gestaoFinanceiraRoutes;
