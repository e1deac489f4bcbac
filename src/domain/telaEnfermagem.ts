import { canPerform, type PropostaState } from './lifecycle';
import type { LifecycleAction } from './lifecycleTable';
import { isHealthManager, isInternalNurse, isExternalNurse, type UserFlags } from './roles';
import { SITUACAO } from './statuses';

/**
 * The nurse proposal screen's button rules (document 1, section 4) as one function, so the
 * screen renders booleans and the rules are tested here, not through the UI. A button whose
 * call the server checks also asks the server's own rule (the lifecycle row, the room's
 * statuses), so it never shows where its call would be refused.
 */
export interface PropostaTelaEnfermagem {
  situacaoPropostaAdesaoId: number | null;
  possuiPendencia?: boolean | null;
  possuiRespostaDeclaracaoSaude?: boolean | null;
  respondeuPecFast?: boolean | null;
  avaliacaoSaudeConcluida?: boolean | null;
  /** Truthy once the nurse's approval is registered (the detail's `aprovacao`). */
  aprovacao?: unknown;
}

export interface AcoesTelaEnfermagem {
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

/**
 * Statuses in which the video room opens and admits people: the server refuses 'Abrir sala'
 * (server/modules/avaliacao-saude/sala-video.ts) and room admissions (sala-acesso.ts) in any
 * other, so 'Iniciar atendimento' is not offered there either.
 */
export const SALA_STATUSES: readonly number[] = [
  SITUACAO.AguardandoDeclaracaoSaude,
  SITUACAO.AguardandoAvaliacaoEnfermagem,
];

export function salaAbre(situacaoId: number | null | undefined): boolean {
  return situacaoId != null && SALA_STATUSES.includes(situacaoId);
}

/**
 * The lifecycle rows behind the screen's lifecycle buttons. The server runs each through
 * assertCanPerform (status, guards, roles of the row in lifecycleTable.ts); the screen asks
 * canPerform, the same check, so a button shows only where the server accepts its call.
 */
export const CICLO_TELA_ENFERMAGEM = {
  aprovar: 'aprovar-avaliacao-saude',
  concluir: 'concluir-avaliacao-saude',
  marcarPendencia: 'registrar-pendencia-enfermagem',
} as const satisfies Record<string, LifecycleAction>;

export function acoesTelaEnfermagem(
  proposal: PropostaTelaEnfermagem,
  user: UserFlags,
): AcoesTelaEnfermagem {
  const approved = Boolean(proposal.aprovacao);
  const concluded = Boolean(proposal.avaliacaoSaudeConcluida);
  const answered =
    Boolean(proposal.possuiRespostaDeclaracaoSaude) && Boolean(proposal.respondeuPecFast);
  const status = proposal.situacaoPropostaAdesaoId ?? -1;
  const internal = isInternalNurse(user);
  const external = isExternalNurse(user);
  const state: PropostaState = {
    situacaoPropostaAdesaoId: proposal.situacaoPropostaAdesaoId,
    possuiPendencia: Boolean(proposal.possuiPendencia),
  };
  const serverAccepts = (action: LifecycleAction) => canPerform(action, state, user.roles);

  // Approve and conclude share the preconditions; the user's kind of nurse picks the button.
  const readyToDecide = !proposal.possuiPendencia && answered && !approved;
  const aprovar = readyToDecide && internal && serverAccepts(CICLO_TELA_ENFERMAGEM.aprovar);
  const concluir =
    readyToDecide && external && !concluded && serverAccepts(CICLO_TELA_ENFERMAGEM.concluir);

  return {
    iniciarAtendimento: !approved && !concluded && salaAbre(status),
    auditarVideos: concluded && isHealthManager(user) && !approved,
    menuAcoes: NURSE_MENU_STATUSES.includes(status) && !answered,
    reagendar: status === SITUACAO.AguardandoAvaliacaoEnfermagem,
    avaliacaoSaude: !answered,
    // "Shown unless the user can approve": concluding is the external nurse's approval. And
    // only where the server registers a nursing pendency (the row's statuses and roles).
    marcarPendencia: !aprovar && !concluir && serverAccepts(CICLO_TELA_ENFERMAGEM.marcarPendencia),
    aprovar,
    concluir,
    confirmationVerb: internal ? 'aprovar' : 'concluir',
  };
}
