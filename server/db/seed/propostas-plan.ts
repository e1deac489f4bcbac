import {
  apply,
  SITUACAO,
  type LifecycleAction,
  type PropostaState,
  type SituacaoId,
} from '../../../src/domain';

/**
 * How the demo reaches each status: the lifecycle actions from the draft, replayed through the
 * domain's `apply` so approvals, the previous status, the inactive flag and the pendency count
 * come out exactly as the running system would leave them.
 */
const S = SITUACAO;

const TERMO: LifecycleAction[] = ['submeter'];
const DECLARACAO: LifecycleAction[] = [...TERMO, 'confirmar-intencao-compra'];
const AVALIACAO: LifecycleAction[] = [...DECLARACAO, 'registrar-declaracao-saude'];
const NOVA: LifecycleAction[] = [...AVALIACAO, 'aprovar-avaliacao-saude'];
const PENDENTE: LifecycleAction[] = [...NOVA, 'registrar-pendencia'];
const VALIDADA: LifecycleAction[] = [...NOVA, 'aprovar-documentacao'];
const AGUARDANDO_ASSINATURAS: LifecycleAction[] = [...VALIDADA, 'enviar-para-assinatura'];
const CONCLUIDA: LifecycleAction[] = [...AGUARDANDO_ASSINATURAS, 'verificar-assinaturas'];
const SOLICITADA: LifecycleAction[] = [...CONCLUIDA, 'solicitar-integracao'];

export const PATHS: Record<SituacaoId, LifecycleAction[]> = {
  [S.AguardandoAprovacaoTermo]: TERMO,
  [S.AguardandoDeclaracaoSaude]: DECLARACAO,
  [S.AguardandoAvaliacaoEnfermagem]: AVALIACAO,
  [S.AguardandoAprovacaoEnfermagem]: [...AVALIACAO, 'concluir-avaliacao-saude'],
  [S.NovaEntrada]: NOVA,
  [S.PendenciasCorretor]: PENDENTE,
  // The broker resolved the manager's pendency: the last resolution re-enters the proposal.
  [S.Reentrada]: [...PENDENTE, 'resolver-pendencia'],
  [S.ValidacaoConcluida]: VALIDADA,
  [S.AguardandoAssinaturas]: AGUARDANDO_ASSINATURAS,
  [S.Concluida]: CONCLUIDA,
  [S.SolicitadaIntegracaoComERP]: SOLICITADA,
  [S.IntegradoERP]: [...SOLICITADA, 'registrar-integracao'],
  [S.IntegradoPendencias]: [...SOLICITADA, 'registrar-integracao-com-pendencias'],
  [S.Cancelada]: [...NOVA, 'cancelar'],
  [S.Bloqueada]: [...VALIDADA, 'bloquear'],
};

/** Who performs each action in the demo (a demo account's username, or an actor). */
export const ACTION_AUTHOR: Record<LifecycleAction, string> = {
  submeter: 'concessionaria',
  'confirmar-intencao-compra': 'proponente',
  'registrar-declaracao-saude': 'proponente',
  'aprovar-avaliacao-saude': 'enfermeiro',
  'concluir-avaliacao-saude': 'enfermeiroexterno',
  'registrar-pendencia-enfermagem': 'enfermeiro',
  'registrar-pendencia': 'gestorcomercial',
  'resolver-pendencia': 'concessionaria',
  'confirmar-envio-documentacao': 'concessionaria',
  'aprovar-documentacao': 'gestorcomercial',
  'revogar-aprovacao': 'gestorcomercial',
  'enviar-para-assinatura': 'gestorcomercial',
  'verificar-assinaturas': 'sistema',
  'solicitar-integracao': 'gestorcomercial',
  'registrar-integracao': 'sistema',
  'registrar-integracao-com-pendencias': 'sistema',
  'resolver-pendencias-erp': 'sistema',
  cancelar: 'gestorcomercial',
  'reverter-cancelamento': 'gestorcomercial',
  bloquear: 'gestorcomercial',
  desbloquear: 'gestorcomercial',
  inativar: 'gestorcomercial',
};

export const MOTIVOS: Partial<Record<LifecycleAction, string>> = {
  cancelar: 'Cliente desistiu da contratação após receber a proposta.',
  bloquear: 'Documentação em análise pela auditoria comercial.',
  'registrar-pendencia': 'Enviar comprovante de residência atualizado e legível.',
  'resolver-pendencia': 'Comprovante de residência reenviado pela concessionária.',
  'registrar-pendencia-enfermagem': 'Ligação não atendida: cliente não atendeu às três tentativas.',
};

export interface ReplayStep {
  action: LifecycleAction;
  before: number | null;
  after: number | null;
}

/** Replays a path from the draft; throws if the table no longer allows it (the seed test sees it). */
export function replay(path: readonly LifecycleAction[]): {
  state: PropostaState;
  steps: ReplayStep[];
} {
  let state: PropostaState = {
    situacaoPropostaAdesaoId: null,
    pendenciasAbertas: 0,
    aprovacoes: {},
  };
  const steps: ReplayStep[] = [];
  for (const action of path) {
    const next = apply(action, state, { motivo: MOTIVOS[action] ?? 'Registro de demonstração' });
    steps.push({
      action,
      before: state.situacaoPropostaAdesaoId,
      after: next.situacaoPropostaAdesaoId,
    });
    state = next;
  }
  return { state, steps };
}
