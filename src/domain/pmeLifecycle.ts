import { SITUACAO_PME, SITUACOES_PME, type SituacaoPmeId } from './pme';
import { ACTOR, ROLE, type Actor } from './roles';
import { propostas as textosDePropostas } from '../../i18n/pt-BR/propostas';
import { pme as textosPme } from '../../i18n/pt-BR/pme';
import { ciclo as cicloPme } from '../../i18n/pt-BR/servidor/pmeCiclo';
import { ciclo as cicloPropostas } from '../../i18n/pt-BR/servidor/propostasCiclo';

/**
 * PME proposal lifecycle (docs/domain.md#lifecycles) and the PME screen's button visibility
 * (document 2, section 4), both as data.
 */
const P = SITUACAO_PME;
const PME_MANAGERS = [ROLE.GestorComercial, ROLE.GestorComercialPme] as const;

/**
 * The actions' and buttons' names are the PME screen's catalogue texts (`pme.criarContrato`,
 * `pme.verificarAssinaturas`...): pt-BR here, and the screen (PmeAcoes) says the same keys in the
 * chosen language. Only the worker's 'Enviar titulares ao ERP' has no button.
 */
const T = textosPme;

/*
 * Its refusals are the server's catalogue texts (servidor.pme.ciclo; the unknown action is the
 * proposals' servidor.propostas.ciclo.acaoDesconhecida), which the PME routes answer in pt-BR.
 */

export interface PmeTransitionRow {
  action: string;
  label: string;
  from: readonly SituacaoPmeId[];
  to: SituacaoPmeId;
  roles: readonly Actor[];
  needsReason: boolean;
  /** The contract can only be created for a proposal with beneficiaries. */
  needsBeneficiarios: boolean;
}

export const PME_LIFECYCLE = [
  {
    action: 'criar-contrato',
    label: T.criarContrato,
    from: [P.Recebida],
    to: P.AguardandoAssinatura,
    roles: PME_MANAGERS,
    needsReason: false,
    needsBeneficiarios: true,
  },
  {
    action: 'verificar-assinaturas',
    label: T.verificarAssinaturas,
    from: [P.AguardandoAssinatura],
    to: P.AssinaturaColetada,
    roles: [...PME_MANAGERS, ACTOR.Sistema],
    needsReason: false,
    needsBeneficiarios: false,
  },
  {
    action: 'integrar',
    label: T.integrarPme,
    from: [P.AssinaturaColetada],
    to: P.IntegracaoPmeSolicitada,
    roles: PME_MANAGERS,
    needsReason: false,
    needsBeneficiarios: false,
  },
  {
    action: 'verificar-integracao',
    label: T.verificarIntegracaoPme,
    from: [P.IntegracaoPmeSolicitada],
    to: P.IntegracaoTitularesPendente,
    roles: [...PME_MANAGERS, ACTOR.Sistema],
    needsReason: false,
    needsBeneficiarios: false,
  },
  {
    // Holders are sent to the ERP by the server's worker, not by a button.
    action: 'enviar-titulares',
    label: T.enviarTitulares,
    from: [P.IntegracaoTitularesPendente],
    to: P.IntegracaoTitularesSolicitada,
    roles: [ACTOR.Sistema],
    needsReason: false,
    needsBeneficiarios: false,
  },
  {
    action: 'verificar-integracao-beneficiarios',
    label: T.verificarIntegracaoBeneficiarios,
    from: [P.IntegracaoTitularesSolicitada],
    to: P.IntegracaoConcluida,
    roles: [...PME_MANAGERS, ACTOR.Sistema],
    needsReason: false,
    needsBeneficiarios: false,
  },
  {
    action: 'cancelar',
    label: T.cancelarProposta,
    from: SITUACOES_PME.map((s) => s.id).filter((id) => id !== P.Cancelada),
    to: P.Cancelada,
    roles: PME_MANAGERS,
    needsReason: true,
    needsBeneficiarios: false,
  },
] as const satisfies readonly PmeTransitionRow[];

export type PmeAction = (typeof PME_LIFECYCLE)[number]['action'];

export interface PmeProposalState {
  situacao: number;
  beneficiariosCount: number;
}

export class PmeLifecycleError extends Error {
  constructor(
    readonly code: 'unknown-action' | 'invalid-status' | 'no-beneficiaries' | 'reason-required',
    readonly action: string,
    message: string,
  ) {
    super(message);
    this.name = 'PmeLifecycleError';
  }
}

function findRow(action: string): PmeTransitionRow | undefined {
  return (PME_LIFECYCLE as readonly PmeTransitionRow[]).find((row) => row.action === action);
}

function refusal(row: PmeTransitionRow, p: PmeProposalState): PmeLifecycleError | null {
  if (!(row.from as readonly number[]).includes(p.situacao)) {
    return new PmeLifecycleError('invalid-status', row.action, cicloPme.acaoNaoPermitidaSituacao);
  }
  if (row.needsBeneficiarios && p.beneficiariosCount <= 0) {
    return new PmeLifecycleError('no-beneficiaries', row.action, cicloPme.semBeneficiarios);
  }
  return null;
}

export function pmeAllowedActions(p: PmeProposalState, roles: readonly string[]): PmeAction[] {
  return PME_LIFECYCLE.filter(
    (row) => row.roles.some((role) => roles.includes(role)) && refusal(row, p) === null,
  ).map((row) => row.action);
}

/** The new status after the action; throws PmeLifecycleError when it is not allowed. */
export function applyPme<T extends PmeProposalState>(
  action: string,
  proposal: T,
  input: { observacao?: string | null } = {},
): T {
  const row = findRow(action);
  if (!row) {
    throw new PmeLifecycleError('unknown-action', action, cicloPropostas.acaoDesconhecida);
  }
  const error = refusal(row, proposal);
  if (error) throw error;
  if (row.needsReason && !(input.observacao ?? '').trim()) {
    throw new PmeLifecycleError(
      'reason-required',
      action,
      textosDePropostas.acoes.motivo_obrigatorio,
    );
  }
  return { ...proposal, situacao: row.to };
}

/**
 * Button visibility of the PME screen, to the letter of document 2, section 4: `in` lists the
 * statuses that show the button, `notIn` those that hide it, neither means always.
 * 'cancelamento' is the cancellation menu (cancel the proposal or its beneficiaries).
 * 'verificar-integracao-beneficiarios' is shown "(no action)" by the spec: the client shows it
 * and the server answers with the current integration state (see the lifecycle row above).
 */
export interface PmeButtonRow {
  key: string;
  label: string;
  in?: readonly SituacaoPmeId[];
  notIn?: readonly SituacaoPmeId[];
  needsBeneficiarios: boolean;
}

export const PME_BUTTONS = [
  {
    key: 'habilitar-edicao',
    label: T.habilitarEdicao,
    in: [P.Recebida],
    needsBeneficiarios: false,
  },
  {
    key: 'complemento-erp',
    label: T.complementoErp,
    in: [P.Recebida, P.AguardandoAssinatura, P.AssinaturaColetada],
    needsBeneficiarios: false,
  },
  {
    key: 'verificar-integracao-pme',
    label: T.verificarIntegracaoPme,
    in: [P.IntegracaoPmeSolicitada],
    needsBeneficiarios: true,
  },
  {
    key: 'verificar-integracao-beneficiarios',
    label: T.verificarIntegracaoBeneficiarios,
    in: [P.IntegracaoTitularesSolicitada],
    needsBeneficiarios: false,
  },
  {
    key: 'verificar-assinaturas',
    label: T.verificarAssinaturas,
    in: [P.AguardandoAssinatura],
    needsBeneficiarios: true,
  },
  {
    key: 'integrar-pme',
    label: T.integrarPme,
    in: [P.AssinaturaColetada],
    needsBeneficiarios: false,
  },
  {
    key: 'pre-visualizar-contrato',
    label: T.preVisualizar,
    in: [P.Recebida],
    needsBeneficiarios: true,
  },
  { key: 'criar-contrato', label: T.criarContrato, in: [P.Recebida], needsBeneficiarios: true },
  {
    key: 'baixar-contrato',
    label: T.baixarContrato,
    in: [P.IntegracaoConcluida, P.IntegracaoPmeSolicitada, P.AssinaturaColetada],
    needsBeneficiarios: true,
  },
  { key: 'cancelamento', label: T.cancelamento, notIn: [P.Cancelada], needsBeneficiarios: false },
  { key: 'ver-beneficiarios', label: T.verBeneficiarios, needsBeneficiarios: false },
] as const satisfies readonly PmeButtonRow[];

export type PmeButtonKey = (typeof PME_BUTTONS)[number]['key'];

function isShown(row: PmeButtonRow, p: PmeProposalState): boolean {
  if (row.in && !(row.in as readonly number[]).includes(p.situacao)) return false;
  if (row.notIn && (row.notIn as readonly number[]).includes(p.situacao)) return false;
  return !row.needsBeneficiarios || p.beneficiariosCount > 0;
}

/** The visible buttons of the PME screen, in the table's order. */
export function pmeButtons(proposal: PmeProposalState): PmeButtonKey[] {
  return PME_BUTTONS.filter((row) => isShown(row, proposal)).map((row) => row.key);
}
