import {
  CALLED_ACTIONS,
  getTransition,
  type ActionCallSpec,
  type ScreenAction,
} from '../../../domain';

/**
 * The lifecycle actions the proposal screen offers as buttons, each with its call, read from the
 * lifecycle rows of src/domain (the same rows the server registers its routes from, so the two
 * cannot drift). Which ones show is decided by src/domain too (allowedActions: the user's roles
 * and the proposal's status). Pendencies are registered and resolved in the side panel;
 * submission, the nurse's and the ERP's own transitions belong to other screens.
 */
export type { ScreenAction };

const SCREEN_CALLS = new Map<string, ActionCallSpec>(
  CALLED_ACTIONS.filter((row) => row.call.screen).map((row) => [row.action, row.call]),
);

export function isScreenAction(action: string): action is ScreenAction {
  return SCREEN_CALLS.has(action);
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
  const call = SCREEN_CALLS.get(action)!;
  const body: Record<string, unknown> = { versao: proposta.versao };
  const idInPath = call.path.includes('{id}');
  if (!idInPath) body.id = proposta.id;
  // The spec: unblocking sends the id and an empty motivo; optional reasons travel as typed.
  if (call.motivo !== 'none') body.motivo = motivo.trim();
  return { url: call.path.replace('{id}', String(proposta.id)), method: call.method, body };
}
