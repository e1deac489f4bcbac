import {
  ALL_SITUACAO_IDS,
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

export interface Dealership {
  id: number;
  codigoUnidade: number;
  brokers: number[];
}

export interface Plan {
  situacao: SituacaoId | null;
  tipo: 0 | 1 | 2;
  dealership: Dealership;
  brokerId: number;
  path: LifecycleAction[];
  dependents: number;
  age: number;
  repasseDe?: number;
  marcada?: boolean;
}

/** Which demo proposals to create: every status in each kind, the first dealership again, extras. */
export function buildPlans(dealerships: Dealership[]): Plan[] {
  const plans: Plan[] = [];
  const units = [...new Set(dealerships.map((d) => d.codigoUnidade))];
  const first = dealerships[0];
  ALL_SITUACAO_IDS.forEach((situacao, s) => {
    for (const tipo of [0, 1, 2] as const) {
      const unit = units[(s * 3 + tipo) % units.length];
      const ofUnit = dealerships.filter((d) => d.codigoUnidade === unit);
      const dealership = ofUnit[(s + tipo) % ofUnit.length];
      const n = plans.length;
      plans.push({
        situacao,
        tipo,
        dealership,
        brokerId: dealership.brokers[s % dealership.brokers.length],
        path: PATHS[situacao],
        dependents: n % 8 === 0 ? 2 : n % 4 === 0 ? 1 : 0,
        age: 50 + ((n * 7) % 30),
      });
    }
    // The first dealership sees every status too; half of them sold by the demo broker.
    plans.push({
      situacao,
      tipo: (s % 3) as 0 | 1 | 2,
      dealership: first,
      brokerId: first.brokers[s % 2],
      path: PATHS[situacao],
      dependents: s % 5 === 0 ? 1 : 0,
      age: 55 + s,
      repasseDe:
        situacao === SITUACAO.NovaEntrada || situacao === SITUACAO.AguardandoAssinaturas
          ? dealerships[1].id
          : undefined,
    });
  });
  const S = SITUACAO;
  const avaliacao = PATHS[S.AguardandoAvaliacaoEnfermagem];
  // Nursing pendencies: two open (one scheduled), one already resolved.
  plans.push(
    {
      situacao: S.AguardandoAvaliacaoEnfermagem,
      tipo: 0,
      dealership: first,
      brokerId: first.brokers[0],
      path: [...avaliacao, 'registrar-pendencia-enfermagem'],
      dependents: 0,
      age: 67,
      marcada: true,
    },
    {
      situacao: S.AguardandoAvaliacaoEnfermagem,
      tipo: 1,
      dealership: dealerships[4],
      brokerId: dealerships[4].brokers[0],
      path: [...avaliacao, 'registrar-pendencia-enfermagem'],
      dependents: 0,
      age: 71,
    },
    {
      situacao: S.AguardandoAvaliacaoEnfermagem,
      tipo: 2,
      dealership: first,
      brokerId: first.brokers[1],
      path: [...avaliacao, 'registrar-pendencia-enfermagem', 'resolver-pendencia'],
      dependents: 0,
      age: 63,
      marcada: true,
    },
  );
  // Drafts: one of them under 49, waiting for the age release before it may be submitted.
  plans.push(
    {
      situacao: null,
      tipo: 0,
      dealership: first,
      brokerId: first.brokers[0],
      path: [],
      dependents: 0,
      age: 45,
    },
    {
      situacao: null,
      tipo: 2,
      dealership: first,
      brokerId: first.brokers[1],
      path: [],
      dependents: 1,
      age: 61,
    },
    {
      situacao: null,
      tipo: 1,
      dealership: dealerships[2],
      brokerId: dealerships[2].brokers[0],
      path: [],
      dependents: 0,
      age: 58,
    },
  );
  return plans;
}
