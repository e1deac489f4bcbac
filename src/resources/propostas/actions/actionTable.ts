import { getTransition, type LifecycleAction } from '../../../domain';

/**
 * The lifecycle actions the proposal screen offers as buttons, each with its call. Which ones
 * show is decided by src/domain (allowedActions: the user's roles and the proposal's status);
 * this table only says how to run them. Pendencies are registered and resolved in the side
 * panel; submission, the nurse's and the ERP's own transitions belong to other screens.
 */
export interface ActionCall {
  method: 'POST' | 'PUT';
  url: (id: number) => string;
  /** The spec's calls with the id in the body (cancelar, bloquear, ...) or in the path. */
  idInBody: boolean;
}

export const ACTION_CALLS = {
  'aprovar-documentacao': {
    method: 'POST',
    url: (id) => `/api/adesao/${id}/aprovarDocumentacao`,
    idInBody: false,
  },
  'revogar-aprovacao': {
    method: 'PUT',
    url: () => '/api/adesao/revogarAprovacaoDocumentacao',
    idInBody: true,
  },
  'confirmar-envio-documentacao': {
    method: 'POST',
    url: (id) => `/api/adesao/${id}/confirmarEnvioDocumentacao`,
    idInBody: false,
  },
  'enviar-para-assinatura': {
    method: 'POST',
    url: (id) => `/api/adesao/${id}/enviarParaAssinatura`,
    idInBody: false,
  },
  'verificar-assinaturas': {
    method: 'POST',
    url: (id) => `/api/adesao/${id}/verificarConclusaoAssinaturas`,
    idInBody: false,
  },
  'solicitar-integracao': {
    method: 'POST',
    url: (id) => `/api/adesao/${id}/solicitarIntegracaoERP`,
    idInBody: false,
  },
  bloquear: { method: 'POST', url: () => '/api/adesao/bloquearPropostaAdesao', idInBody: true },
  // The spec: unblocking sends the id and an empty motivo.
  desbloquear: {
    method: 'POST',
    url: () => '/api/adesao/desbloquearPropostaAdesao',
    idInBody: true,
  },
  cancelar: { method: 'POST', url: () => '/api/adesao/cancelar', idInBody: true },
  'reverter-cancelamento': {
    method: 'PUT',
    url: (id) => `/api/adesao/${id}/reverterCancelamento`,
    idInBody: false,
  },
  inativar: { method: 'POST', url: () => '/api/adesao/inativar', idInBody: true },
} as const satisfies Partial<Record<LifecycleAction, ActionCall>>;

export type ScreenAction = keyof typeof ACTION_CALLS;

export function isScreenAction(action: string): action is ScreenAction {
  return Object.hasOwn(ACTION_CALLS, action);
}

/** Actions that undo or end a proposal get the red button; the rest the primary colour. */
export const DESTRUCTIVE: readonly ScreenAction[] = [
  'cancelar',
  'inativar',
  'bloquear',
  'revogar-aprovacao',
];

/** The reason rule of the lifecycle row (needsReason / reasonMin). */
export function reasonRule(action: ScreenAction): { required: boolean; min: number } {
  const row = getTransition(action)!;
  return { required: row.needsReason, min: row.needsReason ? (row.reasonMin ?? 1) : 0 };
}

/** The request of one action: url, method and body (the version guards against stale screens). */
export function actionRequest(
  action: ScreenAction,
  proposta: { id: number; versao: number },
  motivo: string,
): { url: string; method: 'POST' | 'PUT'; body: Record<string, unknown> } {
  const call: ActionCall = ACTION_CALLS[action];
  const body: Record<string, unknown> = { versao: proposta.versao };
  if (call.idInBody) body.id = proposta.id;
  if (reasonRule(action).required || action === 'desbloquear') body.motivo = motivo.trim();
  return { url: call.url(proposta.id), method: call.method, body };
}
