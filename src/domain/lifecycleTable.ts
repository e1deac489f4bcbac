import type { TipoAprovacaoKey } from './aprovacoes';
import { ACTOR, ROLE, type Actor } from './roles';
import { ALL_SITUACAO_IDS, SITUACAO, type SituacaoId } from './statuses';
import { propostas } from '../../i18n/pt-BR/propostas';
import { ciclo } from '../../i18n/pt-BR/servidor/propostasCiclo';

/**
 * The individual-proposal lifecycle (Comum, Retencao, Portabilidade) of docs/domain.md#lifecycles,
 * as data: the server reads it to allow or refuse an action, the client to show or hide a
 * button. Every row has a test (lifecycle.test.ts).
 */

/** A proposal not yet submitted has no status: situacaoPropostaAdesaoId is null. */
export const RASCUNHO = 'rascunho';
export type FromState = SituacaoId | typeof RASCUNHO;

/** 'previous' returns to situacaoAnteriorId; 'unchanged' keeps the status (pendency bookkeeping). */
export type Target = SituacaoId | 'previous' | 'unchanged';

/**
 * Conditions beyond the status, each with the message shown when it fails: catalogue texts
 * (servidor.propostas.ciclo.guardas, keyed by guard), so the server refuses in pt-BR and the
 * browser recognises the refusal; `comDocumentos` is the approval dialog's own text
 * (propostas.acoes.sem_documentos), which the screen says before anyone confirms.
 */
export const GUARDS = {
  ...ciclo.guardas,
  comDocumentos: propostas.acoes.sem_documentos,
} as const;
export type Guard = keyof typeof GUARDS;

/**
 * How an action is called: the spec's path (with {id} where the id travels in the path, else the
 * id goes in the body with the version), how the reason travels, the OpenAPI summary and the
 * success notice (servidor.propostas.ciclo.sucesso, keyed by action: the server answers it in
 * pt-BR and the browser shows it in the chosen language). The server's routes
 * (server/modules/propostas/action-routes.ts) and the proposal screen's buttons
 * (src/resources/propostas/actions/actionTable.ts) both read it.
 */
export interface ActionCallSpec {
  method: 'POST' | 'PUT';
  path: string;
  motivo: 'required' | 'optional' | 'none';
  summary: string;
  message: string;
  /** A button of the proposal screen; otherwise another screen runs it. */
  screen: boolean;
  /** The route is another module's (it does more than the transition). */
  ownRoute?: true;
}

export interface TransitionRow {
  action: string;
  /** The action's HTTP call, for the actions staff run from a screen. */
  call?: ActionCallSpec;
  /** pt-BR text for buttons, confirmations and the history entry (propostas.acoes.rotulos). */
  label: string;
  from: readonly FromState[];
  roles: readonly Actor[];
  to: Target;
  needsReason: boolean;
  /** Minimum reason length when a reason is needed (defaults to one non-blank character). */
  reasonMin?: number;
  setsApproval?: TipoAprovacaoKey;
  clearsApproval?: TipoAprovacaoKey;
  /** Sets the inactive flag (inactivation is a cancellation that cannot be reverted). */
  inactive?: boolean;
  /** Opens or resolves one pendency (possuiPendencia / pendenciasAbertas). */
  pendencia?: 'abre' | 'resolve';
  guards?: readonly Guard[];
}

const S = SITUACAO;
const R = ROLE;
/**
 * The actions' names are catalogue texts (propostas.acoes.rotulos, keyed by `action`): the
 * domain and the server say them in pt-BR; the client reads the key in the chosen language
 * (src/resources/propostas/actions/rotuloAcao.ts).
 */
const ROTULOS = propostas.acoes.rotulos;
const SUCESSO = ciclo.sucesso;

/** Cancelada and IntegradoERP are final: only reverter-cancelamento leaves Cancelada. */
export const FINAL_STATUSES: readonly SituacaoId[] = [S.Cancelada, S.IntegradoERP];

const anyBut = (...excluded: SituacaoId[]): readonly SituacaoId[] =>
  ALL_SITUACAO_IDS.filter((id) => !excluded.includes(id));

const NURSES = [R.Enfermeiro, R.EnfermeiroExterno] as const;
const DEALERSHIP = [R.Concessionaria, R.VendasInternas, R.Corretor] as const;

export const LIFECYCLE = [
  {
    action: 'submeter',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/submeter',
      motivo: 'none',
      summary: 'Submete o rascunho e envia o termo de intenção de compra',
      message: SUCESSO.submeter,
      // The draft's screen and the drafts' list offer it (canSubmitDraft: holders only).
      screen: true,
      // server/modules/entrada/submeter.ts: the holder's submission takes its dependents along.
      ownRoute: true,
    },
    label: ROTULOS.submeter,
    from: [RASCUNHO],
    roles: DEALERSHIP,
    to: S.AguardandoAprovacaoTermo,
    needsReason: false,
    // A discarded draft (inactive) is never sent.
    guards: ['ativa', 'idadeLiberada'],
  },
  {
    action: 'confirmar-intencao-compra',
    label: ROTULOS['confirmar-intencao-compra'],
    from: [S.AguardandoAprovacaoTermo],
    roles: [ACTOR.Proponente],
    to: S.AguardandoDeclaracaoSaude,
    needsReason: false,
    setsApproval: 'AceiteTermoIntencaoCompra',
  },
  {
    action: 'registrar-declaracao-saude',
    label: ROTULOS['registrar-declaracao-saude'],
    from: [S.AguardandoDeclaracaoSaude],
    roles: [ACTOR.Proponente, ...NURSES],
    to: S.AguardandoAvaliacaoEnfermagem,
    needsReason: false,
  },
  {
    action: 'aprovar-avaliacao-saude',
    label: ROTULOS['aprovar-avaliacao-saude'],
    from: [S.AguardandoAvaliacaoEnfermagem, S.AguardandoAprovacaoEnfermagem],
    roles: [R.Enfermeiro],
    to: S.NovaEntrada,
    needsReason: false,
    setsApproval: 'AprovacaoAvaliacaoSaude',
    guards: ['semPendencia'],
  },
  {
    action: 'concluir-avaliacao-saude',
    label: ROTULOS['concluir-avaliacao-saude'],
    from: [S.AguardandoAvaliacaoEnfermagem],
    roles: [R.EnfermeiroExterno],
    to: S.AguardandoAprovacaoEnfermagem,
    needsReason: false,
    guards: ['semPendencia'],
  },
  {
    // Nursing-side pendencies do not move the status; they raise "Possui pendência".
    action: 'registrar-pendencia-enfermagem',
    label: ROTULOS['registrar-pendencia-enfermagem'],
    from: [
      S.AguardandoDeclaracaoSaude,
      S.AguardandoAvaliacaoEnfermagem,
      S.AguardandoAprovacaoEnfermagem,
    ],
    roles: NURSES,
    to: 'unchanged',
    needsReason: true,
    pendencia: 'abre',
  },
  {
    action: 'registrar-pendencia',
    label: ROTULOS['registrar-pendencia'],
    from: [S.NovaEntrada, S.Reentrada],
    roles: [R.GestorComercial, R.AprovadorProposta],
    to: S.PendenciasCorretor,
    needsReason: true,
    pendencia: 'abre',
  },
  {
    // Resolving the last open pendency of a PendenciasCorretor proposal re-enters it (apply).
    action: 'resolver-pendencia',
    label: ROTULOS['resolver-pendencia'],
    from: anyBut(S.Cancelada, S.IntegradoERP),
    roles: [...DEALERSHIP, R.GestorComercial, R.OperadorCallCenter, R.GestorCallCenter, ...NURSES],
    to: 'unchanged',
    needsReason: true,
    reasonMin: 8,
    pendencia: 'resolve',
    guards: ['comPendenciaAberta'],
  },
  {
    action: 'confirmar-envio-documentacao',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/confirmarEnvioDocumentacao',
      motivo: 'none',
      summary: 'Confirma o envio da documentação pendente',
      message: SUCESSO['confirmar-envio-documentacao'],
      screen: true,
    },
    label: ROTULOS['confirmar-envio-documentacao'],
    from: [S.PendenciasCorretor],
    roles: [...DEALERSHIP, R.GestorComercial],
    to: S.Reentrada,
    needsReason: false,
  },
  {
    action: 'aprovar-documentacao',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/aprovarDocumentacao',
      motivo: 'none',
      summary: 'Aprova a documentação (Validação concluída)',
      message: SUCESSO['aprovar-documentacao'],
      screen: true,
    },
    label: ROTULOS['aprovar-documentacao'],
    from: [S.NovaEntrada, S.Reentrada],
    roles: [R.AprovadorProposta, R.GestorComercial],
    to: S.ValidacaoConcluida,
    needsReason: false,
    setsApproval: 'AprovacaoDocumentacao',
    // Approving the documentation of a proposal without any attached says nothing was checked.
    guards: ['semPendencia', 'comDocumentos'],
  },
  {
    action: 'revogar-aprovacao',
    call: {
      method: 'PUT',
      path: '/api/adesao/revogarAprovacaoDocumentacao',
      motivo: 'optional',
      summary: 'Revoga a aprovação da documentação',
      message: SUCESSO['revogar-aprovacao'],
      screen: true,
    },
    label: ROTULOS['revogar-aprovacao'],
    from: [S.ValidacaoConcluida, S.AguardandoAssinaturas],
    roles: [R.AprovadorProposta, R.GestorComercial],
    to: S.Reentrada,
    needsReason: false,
    clearsApproval: 'AprovacaoDocumentacao',
  },
  {
    action: 'enviar-para-assinatura',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/enviarParaAssinatura',
      motivo: 'none',
      summary: 'Envia o contrato para assinatura eletrônica',
      message: SUCESSO['enviar-para-assinatura'],
      screen: true,
    },
    label: ROTULOS['enviar-para-assinatura'],
    from: [S.ValidacaoConcluida],
    roles: [R.GestorComercial, ACTOR.Sistema],
    to: S.AguardandoAssinaturas,
    needsReason: false,
  },
  {
    action: 'verificar-assinaturas',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/verificarConclusaoAssinaturas',
      motivo: 'none',
      summary: 'Verifica se todas as assinaturas foram coletadas',
      message: '',
      screen: true,
      // Served by server/modules/integracoes/assinaturas (it asks the e-signature service first).
      ownRoute: true,
    },
    label: ROTULOS['verificar-assinaturas'],
    from: [S.AguardandoAssinaturas],
    roles: [R.GestorComercial, R.GestorContratos, ACTOR.Sistema],
    to: S.Concluida,
    needsReason: false,
  },
  {
    action: 'solicitar-integracao',
    call: {
      method: 'POST',
      path: '/api/adesao/{id}/solicitarIntegracaoERP',
      motivo: 'none',
      summary: 'Solicita a integração com o ERP',
      message: SUCESSO['solicitar-integracao'],
      screen: true,
    },
    label: ROTULOS['solicitar-integracao'],
    from: [S.Concluida],
    roles: [R.GestorComercial, R.GestorContratos],
    to: S.SolicitadaIntegracaoComERP,
    needsReason: false,
  },
  {
    action: 'registrar-integracao',
    label: ROTULOS['registrar-integracao'],
    from: [S.SolicitadaIntegracaoComERP],
    roles: [R.GestorComercial, ACTOR.Sistema],
    to: S.IntegradoERP,
    needsReason: false,
  },
  {
    action: 'registrar-integracao-com-pendencias',
    label: ROTULOS['registrar-integracao-com-pendencias'],
    from: [S.SolicitadaIntegracaoComERP],
    roles: [R.GestorComercial, ACTOR.Sistema],
    to: S.IntegradoPendencias,
    needsReason: false,
  },
  {
    action: 'resolver-pendencias-erp',
    label: ROTULOS['resolver-pendencias-erp'],
    from: [S.IntegradoPendencias],
    roles: [R.GestorComercial, ACTOR.Sistema],
    to: S.IntegradoERP,
    needsReason: false,
  },
  {
    action: 'cancelar',
    call: {
      method: 'POST',
      path: '/api/adesao/cancelar',
      motivo: 'required',
      summary: 'Cancela a proposta',
      message: SUCESSO.cancelar,
      screen: true,
    },
    label: ROTULOS.cancelar,
    from: anyBut(S.Cancelada, S.IntegradoERP),
    roles: [R.CanceladorProposta, R.GestorComercial],
    to: S.Cancelada,
    needsReason: true,
  },
  {
    action: 'reverter-cancelamento',
    call: {
      method: 'PUT',
      path: '/api/adesao/{id}/reverterCancelamento',
      motivo: 'optional',
      summary: 'Reverte o cancelamento (volta à situação anterior)',
      message: SUCESSO['reverter-cancelamento'],
      screen: true,
    },
    label: ROTULOS['reverter-cancelamento'],
    from: [S.Cancelada],
    roles: [R.CanceladorProposta, R.GestorComercial],
    to: 'previous',
    needsReason: false,
    guards: ['comSituacaoAnterior', 'ativa'],
  },
  {
    action: 'bloquear',
    call: {
      method: 'POST',
      path: '/api/adesao/bloquearPropostaAdesao',
      motivo: 'required',
      summary: 'Bloqueia a proposta',
      message: SUCESSO.bloquear,
      screen: true,
    },
    label: ROTULOS.bloquear,
    from: anyBut(S.Cancelada, S.Bloqueada, S.IntegradoERP),
    roles: [R.BloqueadorProposta, R.GestorComercial],
    to: S.Bloqueada,
    needsReason: true,
  },
  {
    // The spec: unblock sends an empty motivo.
    action: 'desbloquear',
    call: {
      method: 'POST',
      path: '/api/adesao/desbloquearPropostaAdesao',
      motivo: 'optional',
      summary: 'Desbloqueia a proposta (volta à situação anterior)',
      message: SUCESSO.desbloquear,
      screen: true,
    },
    label: ROTULOS.desbloquear,
    from: [S.Bloqueada],
    roles: [R.BloqueadorProposta, R.GestorComercial],
    to: 'previous',
    needsReason: false,
    guards: ['comSituacaoAnterior'],
  },
  {
    action: 'inativar',
    call: {
      method: 'POST',
      path: '/api/adesao/inativar',
      motivo: 'required',
      summary: 'Inativa a proposta (cancelamento sem reversão)',
      message: SUCESSO.inativar,
      screen: true,
    },
    label: ROTULOS.inativar,
    from: anyBut(S.IntegradoERP),
    roles: [R.GestorComercial, R.CanceladorProposta],
    to: S.Cancelada,
    needsReason: true,
    inactive: true,
    guards: ['ativa'],
  },
] as const satisfies readonly TransitionRow[];

export type LifecycleAction = (typeof LIFECYCLE)[number]['action'];

/** The actions with a button on the proposal screen. */
export type ScreenAction = Extract<
  (typeof LIFECYCLE)[number],
  { call: { screen: true } }
>['action'];

/** Rows that have an HTTP call. */
export const CALLED_ACTIONS = (LIFECYCLE as readonly TransitionRow[]).filter(
  (row): row is TransitionRow & { call: ActionCallSpec } => row.call !== undefined,
);
