import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { CALLED_ACTIONS, type ActionCallSpec, type LifecycleAction } from '../../../src/domain';
import type { Transaction } from '../../db/client';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Id, IdParams, Versao } from '../../http/schemas';
import { liberarAgendamento } from '../agendamento/service';
import { requestErpIntegration, requestSignature, submissionEffects } from './side-effects';
import { runTransition, type TransitionResult } from './transitions';
import { ActionAnswer, toActionAnswer, toActionAnswerComAprovacoes } from './action-answer';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export { ActionAnswer, toActionAnswer };

const TAGS = ['Propostas — ações'];

/** The lifecycle's own text for a missing reason (src/domain/lifecycle.ts, apply). */
export const MOTIVO_OBRIGATORIO = ptBR.propostas.acoes.motivo_obrigatorio;

export const Motivo = Type.String({
  maxLength: 1000,
  errorMessage: servidor.propostas.motivoDeveTerMaximo,
});
const MotivoObrigatorio = Type.String({
  minLength: 1,
  maxLength: 1000,
  errorMessage: {
    minLength: MOTIVO_OBRIGATORIO,
    maxLength: servidor.propostas.motivoDeveTerMaximo,
  },
});

const response = { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses };

type SideEffect = (ctx: {
  publicUrl: string;
  autor: { id: number; nome: string };
}) => ((tx: Transaction, result: TransitionResult) => Promise<void>) | undefined;

/**
 * What an action sends to the outside world, in the transaction of the transition. The bulk
 * route (lote-routes.ts) runs the same ones, so a row done in bulk is a row done by hand.
 */
export const SIDE_EFFECTS: Partial<Record<string, SideEffect>> = {
  submeter: ({ publicUrl, autor }) => submissionEffects(publicUrl, autor),
  'enviar-para-assinatura': () => requestSignature,
  'solicitar-integracao': () => requestErpIntegration,
  // A cancelled or inactivated proposal will not be evaluated: the nurse's slot is freed.
  cancelar: ({ autor }) => liberarAgendamento(autor),
  inativar: ({ autor }) => liberarAgendamento(autor),
};

interface ActionRoute extends ActionCallSpec {
  action: LifecycleAction;
  url: string;
  idIn: 'body' | 'path';
  after?: SideEffect;
}

/**
 * The spec's paths, and ours where it gives none (docs/api-propostas.md): the lifecycle rows'
 * calls (src/domain/lifecycleTable.ts), the same ones the proposal screen's buttons read.
 */
const ACTIONS: ActionRoute[] = CALLED_ACTIONS.filter((row) => !row.call.ownRoute).map((row) => ({
  ...row.call,
  action: row.action as LifecycleAction,
  url: row.call.path.replace('{id}', ':id'),
  idIn: row.call.path.includes('{id}') ? 'path' : 'body',
  after: SIDE_EFFECTS[row.action],
}));

function bodySchema(route: ActionRoute): TSchema {
  const properties: Record<string, TSchema> =
    route.idIn === 'body' ? { id: Id, versao: Versao } : { versao: Versao };
  if (route.motivo === 'required') properties.motivo = MotivoObrigatorio;
  if (route.motivo === 'optional') properties.motivo = Type.Optional(Motivo);
  return Type.Object(properties);
}

const actionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of ACTIONS) {
    app.route({
      method: route.method,
      url: route.url,
      preHandler: requirePermission('proposta', route.action),
      schema: {
        tags: TAGS,
        summary: route.summary,
        ...(route.idIn === 'path' ? { params: IdParams } : {}),
        body: bodySchema(route),
        response,
      },
      handler: async (request) => {
        const user = requireUser(request);
        const body = request.body as { id?: number; versao: number; motivo?: string };
        const params = request.params as { id?: number };
        const result = await runTransition(app.db, {
          propostaId: (route.idIn === 'body' ? body.id : params.id)!,
          action: route.action,
          actor: { kind: 'usuario', user },
          versao: body.versao,
          motivo: body.motivo,
          after: route.after?.({
            publicUrl: app.config.publicUrl,
            autor: { id: user.id, nome: user.nome },
          }),
        });
        return ok(await toActionAnswerComAprovacoes(app.db, result.proposta), [route.message]);
      },
    });
  }
};

export default actionRoutes;
