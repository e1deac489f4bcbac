import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ACOES_EM_LOTE,
  canAccess,
  getTransition,
  MAX_ITENS_LOTE,
  PERMISSAO_LOTE,
  type AcaoEmLote,
} from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, forbidden, HttpError, UNEXPECTED_ERROR } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import {
  ActionAnswer,
  Motivo,
  MOTIVO_OBRIGATORIO,
  SIDE_EFFECTS,
  toActionAnswer,
} from './action-routes';
import { ErrorResponses, Id, Versao } from '../../http/schemas';
import { runTransition } from './transitions';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const LoteBody = Type.Object({
  acao: Type.String({
    enum: [...ACOES_EM_LOTE],
    errorMessage: format(servidor.propostas.acaoEmLoteInvalida, {
      acoes: ACOES_EM_LOTE.join(', '),
    }),
  }),
  itens: Type.Array(Type.Object({ id: Id, versao: Versao }), {
    minItems: 1,
    maxItems: MAX_ITENS_LOTE,
    errorMessage: {
      minItems: servidor.propostas.selecioneUmaProposta,
      maxItems: format(servidor.propostas.selecioneNoMaximo, { maximo: MAX_ITENS_LOTE }),
    },
  }),
  motivo: Type.Optional(Motivo),
});

/**
 * An applied row answers the proposal's new state, as the single action does (action-answer.ts):
 * the list writes each row's answer into its cached rows at once (decisions/0134).
 */
const Aplicada = Type.Object({ ok: Type.Literal(true), ...ActionAnswer.properties });
const Recusada = Type.Object({
  id: Type.Integer(),
  ok: Type.Literal(false),
  status: Type.Integer(),
  mensagem: Type.String(),
});
const LoteAnswer = Type.Object({ resultados: Type.Array(Type.Union([Aplicada, Recusada])) });

export type Resultado =
  | ({ ok: true } & ReturnType<typeof toActionAnswer>)
  | { id: number; ok: false; status: number; mensagem: string };

/**
 * A refused row as the error handler would have answered it alone (server/http/error-handler.ts):
 * an HttpError keeps its status and pt-BR text; anything else is logged and worded generically,
 * and the other rows still get their answer.
 */
export function recusa(id: number, error: unknown, log: FastifyBaseLogger): Resultado {
  if (error instanceof HttpError) {
    return { id, ok: false, status: error.statusCode, mensagem: error.messages.join(' ') };
  }
  log.error({ err: error, propostaId: id }, 'erro não tratado em ação em lote');
  return { id, ok: false, status: 500, mensagem: UNEXPECTED_ERROR };
}

/** 'Ação aplicada a 2 de 3 propostas.' */
function resumo(resultados: Resultado[]): string {
  const aplicadas = resultados.filter((r) => r.ok).length;
  const total = resultados.length;
  return format(servidor.propostas.acaoAplicada, { aplicadas, smart_count: total });
}

/**
 * POST api/adesao/lote: one lifecycle action on the rows selected in a list. Each row is its own
 * runTransition (own transaction, own version check, the single route's side effects), so a
 * refused row changes nothing and does not undo the rows before it; the answer says, row by
 * row, what was applied and why the rest was refused. Rows run one after another, in the order
 * sent: they share the database connection, and the answer follows the selection's order.
 */
const loteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/lote',
    {
      // Route guard: anyone who may run one of the bulk actions; the chosen one is checked below.
      preHandler: requirePermission('proposta', PERMISSAO_LOTE),
      schema: {
        tags: ['Propostas — ações'],
        summary:
          'Aplica uma ação (aprovar documentação, bloquear, cancelar) a várias propostas, cada uma com a sua versão',
        body: LoteBody,
        response: { 200: EnvelopeOf(LoteAnswer), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { itens, motivo } = request.body;
      const acao = request.body.acao as AcaoEmLote;
      // The permission the single action's route requires (requirePermission('proposta', acao)).
      if (!canAccess(user.roles, { resource: 'proposta', action: acao })) throw forbidden();
      // One reason for every row: a missing one is the request's fault, not each row's.
      const row = getTransition(acao)!;
      if (row.needsReason && (motivo ?? '').trim().length < (row.reasonMin ?? 1)) {
        throw badRequest(MOTIVO_OBRIGATORIO);
      }
      if (new Set(itens.map((item) => item.id)).size !== itens.length) {
        throw badRequest(servidor.propostas.propostaRepetida);
      }
      const after = SIDE_EFFECTS[acao]?.({
        publicUrl: app.config.publicUrl,
        autor: { id: user.id, nome: user.nome },
      });
      const resultados: Resultado[] = [];
      for (const item of itens) {
        try {
          const { proposta } = await runTransition(app.db, {
            propostaId: item.id,
            action: acao,
            actor: { kind: 'usuario', user },
            versao: item.versao,
            motivo,
            after,
          });
          resultados.push({ ok: true, ...toActionAnswer(proposta) });
        } catch (error) {
          resultados.push(recusa(item.id, error, request.log));
        }
      }
      return ok({ resultados }, [resumo(resultados)]);
    },
  );
};

export default loteRoutes;
