import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { getStatusInfo, type LifecycleAction } from '../../../src/domain';
import type { Transaction } from '../../db/client';
import type { propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Id, IdParams, Nullable, Versao } from './schemas';
import { requestErpIntegration, requestSignature, sendPurchaseIntentTerm } from './side-effects';
import { runTransition, type TransitionResult } from './transitions';

const TAGS = ['Propostas — ações'];

const Motivo = Type.String({
  maxLength: 1000,
  errorMessage: 'O motivo deve ter no máximo 1000 caracteres.',
});
const MotivoObrigatorio = Type.String({
  minLength: 1,
  maxLength: 1000,
  errorMessage: {
    minLength: 'Informe o motivo.',
    maxLength: 'O motivo deve ter no máximo 1000 caracteres.',
  },
});

export const ActionAnswer = Type.Object({
  id: Type.Integer(),
  versao: Type.Integer(),
  situacaoPropostaAdesaoId: Nullable(Type.Integer()),
  situacaoPropostaAdesaoNome: Type.String(),
  situacaoAnteriorId: Nullable(Type.Integer()),
  possuiPendencia: Type.Boolean(),
  inativa: Type.Boolean(),
  diaVencimento: Nullable(Type.Integer()),
});

type PropostaRow = typeof propostasAdesao.$inferSelect;

export function toActionAnswer(row: PropostaRow) {
  return {
    id: row.id,
    versao: row.versao,
    situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
    situacaoPropostaAdesaoNome:
      row.situacaoPropostaAdesaoId == null
        ? 'Rascunho'
        : getStatusInfo(row.situacaoPropostaAdesaoId).label,
    situacaoAnteriorId: row.situacaoAnteriorId,
    possuiPendencia: row.possuiPendencia,
    inativa: row.inativa,
    diaVencimento: row.diaVencimento,
  };
}

const response = { 200: EnvelopeOf(ActionAnswer), ...ErrorResponses };

interface ActionRoute {
  method: 'POST' | 'PUT';
  url: string;
  action: LifecycleAction;
  summary: string;
  /** The spec's calls with the id in the body (cancelar, bloquear, ...) or in the path. */
  idIn: 'body' | 'path';
  motivo: 'required' | 'optional' | 'none';
  message: string;
  after?: (ctx: {
    publicUrl: string;
    autor: { id: number; nome: string };
  }) => ((tx: Transaction, result: TransitionResult) => Promise<void>) | undefined;
}

/** The spec's paths, and ours where it gives none (docs/api-propostas.md). */
const ACTIONS: ActionRoute[] = [
  {
    method: 'POST',
    url: '/api/adesao/cancelar',
    action: 'cancelar',
    summary: 'Cancela a proposta',
    idIn: 'body',
    motivo: 'required',
    message: 'Proposta cancelada com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/inativar',
    action: 'inativar',
    summary: 'Inativa a proposta (cancelamento sem reversão)',
    idIn: 'body',
    motivo: 'required',
    message: 'Proposta inativada com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/bloquearPropostaAdesao',
    action: 'bloquear',
    summary: 'Bloqueia a proposta',
    idIn: 'body',
    motivo: 'required',
    message: 'Proposta bloqueada com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/desbloquearPropostaAdesao',
    action: 'desbloquear',
    summary: 'Desbloqueia a proposta (volta à situação anterior)',
    idIn: 'body',
    motivo: 'optional',
    message: 'Proposta desbloqueada com sucesso!',
  },
  {
    method: 'PUT',
    url: '/api/adesao/revogarAprovacaoDocumentacao',
    action: 'revogar-aprovacao',
    summary: 'Revoga a aprovação da documentação',
    idIn: 'body',
    motivo: 'optional',
    message: 'Aprovação da documentação revogada com sucesso!',
  },
  {
    method: 'PUT',
    url: '/api/adesao/:id/reverterCancelamento',
    action: 'reverter-cancelamento',
    summary: 'Reverte o cancelamento (volta à situação anterior)',
    idIn: 'path',
    motivo: 'optional',
    message: 'Cancelamento revertido com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/:id/confirmarEnvioDocumentacao',
    action: 'confirmar-envio-documentacao',
    summary: 'Confirma o envio da documentação pendente',
    idIn: 'path',
    motivo: 'none',
    message: 'Envio da documentação confirmado com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/:id/aprovarDocumentacao',
    action: 'aprovar-documentacao',
    summary: 'Aprova a documentação (Validação concluída)',
    idIn: 'path',
    motivo: 'none',
    message: 'Documentação aprovada com sucesso!',
  },
  {
    method: 'POST',
    url: '/api/adesao/:id/submeter',
    action: 'submeter',
    summary: 'Submete o rascunho e envia o termo de intenção de compra',
    idIn: 'path',
    motivo: 'none',
    message:
      'Proposta submetida com sucesso! O termo de intenção de compra foi enviado ao proponente.',
    after: ({ publicUrl, autor }) => sendPurchaseIntentTerm(publicUrl, autor),
  },
  {
    method: 'POST',
    url: '/api/adesao/:id/enviarParaAssinatura',
    action: 'enviar-para-assinatura',
    summary: 'Envia o contrato para assinatura eletrônica',
    idIn: 'path',
    motivo: 'none',
    message: 'Contrato enviado para assinatura!',
    after: () => requestSignature,
  },
  {
    method: 'POST',
    url: '/api/adesao/:id/solicitarIntegracaoERP',
    action: 'solicitar-integracao',
    summary: 'Solicita a integração com o ERP',
    idIn: 'path',
    motivo: 'none',
    message: 'Integração solicitada com sucesso!',
    after: () => requestErpIntegration,
  },
];

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
        return ok(toActionAnswer(result.proposta), [route.message]);
      },
    });
  }
};

export default actionRoutes;
