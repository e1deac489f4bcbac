import type { Aprovacoes } from './aprovacoes';
import {
  GUARDS,
  LIFECYCLE,
  RASCUNHO,
  type FromState,
  type Guard,
  type LifecycleAction,
  type TransitionRow,
} from './lifecycleTable';
import { nomeDaSituacao, SITUACAO, type SituacaoId } from './statuses';
import { propostas as textosDePropostas } from '../../i18n/pt-BR/propostas';
import { ciclo } from '../../i18n/pt-BR/servidor/propostasCiclo';
import { format } from '../../i18n/catalog';

/**
 * The functions over the lifecycle table (lifecycleTable.ts): what a user may do to a proposal
 * now, and the proposal after doing it.
 */
const S = SITUACAO;

export function getTransition(action: string): TransitionRow | undefined {
  return (LIFECYCLE as readonly TransitionRow[]).find((row) => row.action === action);
}

/** The minimal proposal the lifecycle reads and writes; other fields pass through apply. */
export interface PropostaState {
  /** null while the proposal is a draft (rascunho). */
  situacaoPropostaAdesaoId: number | null;
  /** The last working status before a cancellation or block; never Cancelada or Bloqueada. */
  situacaoAnteriorId?: number | null;
  possuiPendencia?: boolean;
  pendenciasAbertas?: number;
  aprovacoes?: Aprovacoes;
  inativo?: boolean;
  /** An under-49 applicant still waiting for the Liberacao49Menos release. */
  liberacaoIdadePendente?: boolean;
  /**
   * Live documents attached to the proposal. The server's transitions always count them; where
   * they are not counted (the screen's buttons, which show 'Aprovar documentação' so that its
   * dialog can say why it is refused) the guard that reads them is not judged.
   */
  documentosAnexos?: number;
}

export type LifecycleErrorCode =
  'unknown-action' | 'invalid-status' | 'guard-failed' | 'reason-required' | 'forbidden';

/** Thrown by apply/assertCanPerform; the server maps it to 4xx with `message` as the pt-BR text. */
export class LifecycleError extends Error {
  constructor(
    readonly code: LifecycleErrorCode,
    readonly action: string,
    message: string,
  ) {
    super(message);
    this.name = 'LifecycleError';
  }
}

/** Open pendencies: the counter when known, else 1 if the flag is up. */
export function openPendencies(p: PropostaState): number {
  return p.pendenciasAbertas ?? (p.possuiPendencia ? 1 : 0);
}

const GUARD_CHECKS: Record<Guard, (p: PropostaState) => boolean> = {
  semPendencia: (p) => openPendencies(p) === 0,
  comPendenciaAberta: (p) => openPendencies(p) > 0,
  comSituacaoAnterior: (p) => p.situacaoAnteriorId != null,
  ativa: (p) => !p.inativo,
  idadeLiberada: (p) => !p.liberacaoIdadePendente,
  comDocumentos: (p) => p.documentosAnexos === undefined || p.documentosAnexos > 0,
};

function fromState(p: PropostaState): FromState | number {
  return p.situacaoPropostaAdesaoId ?? RASCUNHO;
}

/** Why the row cannot run on this proposal (status or guard), or null when it can. */
function blocker(row: TransitionRow, p: PropostaState): LifecycleError | null {
  if (!(row.from as readonly (FromState | number)[]).includes(fromState(p))) {
    const situacao = nomeDaSituacao(p.situacaoPropostaAdesaoId);
    return new LifecycleError(
      'invalid-status',
      row.action,
      format(ciclo.acaoNaoPermitidaSituacao, { situacao }),
    );
  }
  const failed = (row.guards ?? []).find((guard) => !GUARD_CHECKS[guard](p));
  return failed ? new LifecycleError('guard-failed', row.action, GUARDS[failed]) : null;
}

/** True when the status and the guards allow the action, whoever asks. */
export function isAvailable(action: string, p: PropostaState): boolean {
  const row = getTransition(action);
  return row !== undefined && blocker(row, p) === null;
}

export function canPerform(action: string, p: PropostaState, roles: readonly string[]): boolean {
  const row = getTransition(action);
  return (
    row !== undefined && row.roles.some((role) => roles.includes(role)) && blocker(row, p) === null
  );
}

/** The actions the user may run on this proposal now, in table order (for the buttons). */
export function allowedActions(p: PropostaState, roles: readonly string[]): LifecycleAction[] {
  return LIFECYCLE.filter((row) => canPerform(row.action, p, roles)).map((row) => row.action);
}

/** A dependent's draft is sent with its holder's (same contract, same term link). */
export const DEPENDENTE_ENVIADO_COM_TITULAR = ciclo.dependenteEnviadoComTitular;

/**
 * Whether the user may send this draft now ('Enviar proposta'): the lifecycle's 'submeter' row
 * (dealership roles, a draft, active, age released) on a holder's draft. The server's route
 * (server/modules/entrada/submeter.ts) refuses exactly what this refuses.
 */
export function canSubmitDraft(
  p: PropostaState & { propostaTitularId?: number | null },
  roles: readonly string[],
): boolean {
  return p.propostaTitularId == null && canPerform('submeter', p, roles);
}

/** The server's check: throws the LifecycleError that explains the refusal. */
export function assertCanPerform(action: string, p: PropostaState, roles: readonly string[]): void {
  const row = getTransition(action);
  if (!row) throw new LifecycleError('unknown-action', action, ciclo.acaoDesconhecida);
  if (!row.roles.some((role) => roles.includes(role))) {
    throw new LifecycleError('forbidden', action, ciclo.acaoNaoPermitidaPerfil);
  }
  const error = blocker(row, p);
  if (error) throw error;
}

const HOLDING: readonly number[] = [S.Cancelada, S.Bloqueada];

/**
 * The proposal after the action. Throws LifecycleError when the action is unknown, not allowed
 * in the current status, a guard fails or a needed reason is missing. Roles are not checked
 * here (see assertCanPerform): the applicant and the system also call apply.
 */
export function apply<T extends PropostaState>(
  action: string,
  proposal: T,
  input: { motivo?: string | null } = {},
): T {
  const row = getTransition(action);
  if (!row) throw new LifecycleError('unknown-action', action, ciclo.acaoDesconhecida);
  const error = blocker(row, proposal);
  if (error) throw error;
  if (row.needsReason && (input.motivo ?? '').trim().length < (row.reasonMin ?? 1)) {
    throw new LifecycleError('reason-required', action, textosDePropostas.acoes.motivo_obrigatorio);
  }

  const current = proposal.situacaoPropostaAdesaoId;
  const next: T = { ...proposal };

  if (row.to === 'previous') {
    next.situacaoPropostaAdesaoId = proposal.situacaoAnteriorId!;
    next.situacaoAnteriorId = null;
  } else if (row.to !== 'unchanged') {
    next.situacaoPropostaAdesaoId = row.to;
    // Keep the last *working* status: cancelling a blocked proposal remembers what preceded the
    // block, so a revert never lands back in Cancelada or Bloqueada.
    if (HOLDING.includes(row.to) && !(HOLDING as readonly (number | null)[]).includes(current)) {
      next.situacaoAnteriorId = current;
    }
  }

  if (row.setsApproval) next.aprovacoes = { ...proposal.aprovacoes, [row.setsApproval]: true };
  if (row.clearsApproval) next.aprovacoes = { ...proposal.aprovacoes, [row.clearsApproval]: false };
  if (row.inactive) next.inativo = true;

  if (row.pendencia) {
    const open = openPendencies(proposal) + (row.pendencia === 'abre' ? 1 : -1);
    next.pendenciasAbertas = open;
    next.possuiPendencia = open > 0;
    if (row.pendencia === 'resolve' && open === 0 && current === S.PendenciasCorretor) {
      next.situacaoPropostaAdesaoId = S.Reentrada;
    }
  }
  return next;
}

/** Every status a row can lead to (for the "every reachable status has a label" check). */
export function reachableStatuses(): SituacaoId[] {
  const targets = new Set<SituacaoId>();
  for (const row of LIFECYCLE as readonly TransitionRow[]) {
    if (typeof row.to === 'number') targets.add(row.to);
    for (const from of row.from) if (from !== RASCUNHO) targets.add(from);
  }
  targets.add(S.Reentrada); // resolving the last broker pendency
  return [...targets].sort((a, b) => a - b);
}
