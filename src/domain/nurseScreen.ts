import { isHealthManager, isInternalNurse, isExternalNurse, type UserFlags } from './roles';
import { SITUACAO } from './statuses';

/**
 * The nurse proposal screen's button rules (document 1, section 4) as one function, so the
 * screen renders booleans and the rules are tested here, not through the UI.
 */
export interface NurseScreenProposal {
  situacaoPropostaAdesaoId: number | null;
  possuiPendencia?: boolean | null;
  possuiRespostaDeclaracaoSaude?: boolean | null;
  respondeuPecFast?: boolean | null;
  avaliacaoSaudeConcluida?: boolean | null;
  /** Truthy once the nurse's approval is registered (the detail's `aprovacao`). */
  aprovacao?: unknown;
}

export interface NurseScreenActions {
  iniciarAtendimento: boolean;
  auditarVideos: boolean;
  /** The actions menu and the refresh button. */
  menuAcoes: boolean;
  reagendar: boolean;
  avaliacaoSaude: boolean;
  marcarPendencia: boolean;
  aprovar: boolean;
  concluir: boolean;
  /** Wording of the confirmation dialog: 'aprovar' for nurses, 'concluir' otherwise. */
  confirmationVerb: 'aprovar' | 'concluir';
}

/**
 * Statuses in which the actions menu may show. The spec names AguardandoAvaliacaoEnfermagem
 * "or a further status from a helper, not shown"; that further status is
 * AguardandoDeclaracaoSaude, the one where the nurse may still fill the declaration in.
 */
export const NURSE_MENU_STATUSES: readonly number[] = [
  SITUACAO.AguardandoAvaliacaoEnfermagem,
  SITUACAO.AguardandoDeclaracaoSaude,
];

export function nurseScreenActions(
  proposal: NurseScreenProposal,
  user: UserFlags,
): NurseScreenActions {
  const approved = Boolean(proposal.aprovacao);
  const concluded = Boolean(proposal.avaliacaoSaudeConcluida);
  const answered =
    Boolean(proposal.possuiRespostaDeclaracaoSaude) && Boolean(proposal.respondeuPecFast);
  const status = proposal.situacaoPropostaAdesaoId ?? -1;
  const internal = isInternalNurse(user);
  const external = isExternalNurse(user);

  // Approve and conclude share the preconditions; the user's kind of nurse picks the button.
  const readyToDecide = !proposal.possuiPendencia && answered && !approved;
  const aprovar = readyToDecide && internal;
  const concluir = readyToDecide && external && !concluded;

  return {
    iniciarAtendimento: !approved && !concluded,
    auditarVideos: concluded && isHealthManager(user) && !approved,
    menuAcoes: NURSE_MENU_STATUSES.includes(status) && !answered,
    reagendar: status === SITUACAO.AguardandoAvaliacaoEnfermagem,
    avaliacaoSaude: !answered,
    // "Shown unless the user can approve": concluding is the external nurse's approval.
    marcarPendencia: !aprovar && !concluir,
    aprovar,
    concluir,
    confirmationVerb: internal ? 'aprovar' : 'concluir',
  };
}
