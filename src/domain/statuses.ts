import { propostas } from '../../i18n/pt-BR/propostas';

/**
 * The statuses' names are catalogue texts (propostas.situacoes, keyed like `key` below): the
 * domain and the server say them in pt-BR; the client reads the key in the chosen language
 * (src/resources/propostas/chips/rotuloSituacao.ts).
 */
const ROTULOS = propostas.situacoes;

/**
 * Proposal statuses (situacaoPropostaAdesaoId). The spec names them without ids; the ids are
 * fixed in docs/domain.md#numeric-ids and are stored in the database, so they never change.
 *
 * Icons are MUI icon *names* (resolved to components by the client) and colours are MUI
 * palette names (the `color` prop of a Chip), so this file stays free of React.
 */
export const SITUACAO = {
  NovaEntrada: 1,
  PendenciasCorretor: 2,
  Reentrada: 3,
  ValidacaoConcluida: 4,
  AguardandoAssinaturas: 5,
  Concluida: 6,
  IntegradoERP: 7,
  IntegradoPendencias: 8,
  Cancelada: 9,
  Bloqueada: 10,
  AguardandoAvaliacaoEnfermagem: 11,
  AguardandoAprovacaoEnfermagem: 12,
  AguardandoAprovacaoTermo: 13,
  SolicitadaIntegracaoComERP: 14,
  AguardandoDeclaracaoSaude: 15,
} as const;

export type SituacaoKey = keyof typeof SITUACAO;
export type SituacaoId = (typeof SITUACAO)[SituacaoKey];

/** MUI Chip colours; 'warning' is MUI's orange and 'info' its blue. */
export type ChipColor =
  'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface StatusInfo {
  id: number;
  key: string;
  label: string;
  icon: string;
  color: ChipColor;
  /** Listed in menus and status pickers (11 of the 15; not the nursing, declaration and term ones). */
  inMenus: boolean;
}

export const SITUACOES = [
  {
    id: 1,
    key: 'NovaEntrada',
    label: ROTULOS.NovaEntrada,
    icon: 'FiberNew',
    color: 'info',
    inMenus: true,
  },
  {
    id: 2,
    key: 'PendenciasCorretor',
    label: ROTULOS.PendenciasCorretor,
    icon: 'ReportProblem',
    color: 'warning',
    inMenus: true,
  },
  {
    id: 3,
    key: 'Reentrada',
    label: ROTULOS.Reentrada,
    icon: 'Replay',
    color: 'info',
    inMenus: true,
  },
  {
    id: 4,
    key: 'ValidacaoConcluida',
    label: ROTULOS.ValidacaoConcluida,
    icon: 'FactCheck',
    color: 'primary',
    inMenus: true,
  },
  {
    id: 5,
    key: 'AguardandoAssinaturas',
    label: ROTULOS.AguardandoAssinaturas,
    icon: 'Draw',
    color: 'secondary',
    inMenus: true,
  },
  {
    id: 6,
    key: 'Concluida',
    label: ROTULOS.Concluida,
    icon: 'CheckCircle',
    color: 'success',
    inMenus: true,
  },
  {
    id: 7,
    key: 'IntegradoERP',
    label: ROTULOS.IntegradoERP,
    icon: 'CloudDone',
    color: 'success',
    inMenus: true,
  },
  {
    id: 8,
    key: 'IntegradoPendencias',
    label: ROTULOS.IntegradoPendencias,
    icon: 'SyncProblem',
    color: 'warning',
    inMenus: true,
  },
  {
    id: 9,
    key: 'Cancelada',
    label: ROTULOS.Cancelada,
    icon: 'Cancel',
    color: 'error',
    inMenus: true,
  },
  {
    id: 10,
    key: 'Bloqueada',
    label: ROTULOS.Bloqueada,
    icon: 'Block',
    color: 'error',
    inMenus: true,
  },
  {
    id: 11,
    key: 'AguardandoAvaliacaoEnfermagem',
    label: ROTULOS.AguardandoAvaliacaoEnfermagem,
    icon: 'MedicalServices',
    color: 'info',
    inMenus: false,
  },
  {
    id: 12,
    key: 'AguardandoAprovacaoEnfermagem',
    label: ROTULOS.AguardandoAprovacaoEnfermagem,
    icon: 'LocalHospital',
    color: 'info',
    inMenus: false,
  },
  {
    id: 13,
    key: 'AguardandoAprovacaoTermo',
    label: ROTULOS.AguardandoAprovacaoTermo,
    icon: 'Description',
    color: 'default',
    inMenus: false,
  },
  {
    id: 14,
    key: 'SolicitadaIntegracaoComERP',
    label: ROTULOS.SolicitadaIntegracaoComERP,
    icon: 'CloudUpload',
    color: 'primary',
    inMenus: true,
  },
  {
    id: 15,
    key: 'AguardandoDeclaracaoSaude',
    label: ROTULOS.AguardandoDeclaracaoSaude,
    icon: 'Assignment',
    color: 'default',
    inMenus: false,
  },
] as const satisfies readonly StatusInfo[];

export const ALL_SITUACAO_IDS: readonly SituacaoId[] = SITUACOES.map((s) => s.id);

/** The 11 statuses that menus and status pickers offer. */
export const MENU_SITUACOES: readonly StatusInfo[] = SITUACOES.filter((s) => s.inMenus);

/** What an unknown id shows: the spec asks for a default icon rather than a crash. */
export const UNKNOWN_STATUS: StatusInfo = {
  id: 0,
  key: 'Desconhecida',
  label: ROTULOS.Desconhecida,
  icon: 'HelpOutline',
  color: 'default',
  inMenus: false,
};

export function isSituacaoId(value: unknown): value is SituacaoId {
  return typeof value === 'number' && SITUACOES.some((s) => s.id === value);
}

export function getStatusInfo(id: number | null | undefined): StatusInfo {
  return SITUACOES.find((s) => s.id === id) ?? { ...UNKNOWN_STATUS, id: id ?? 0 };
}

/**
 * A proposal never sent has no status (situacaoPropostaAdesaoId null): what it shows instead
 * says it is a draft and what it waits for, never 'Situação desconhecida' (issue 39).
 */
export const RASCUNHO_INFO = {
  aguardandoEnvio: {
    id: 0,
    key: 'Rascunho',
    label: ROTULOS.Rascunho,
    icon: 'EditNote',
    color: 'default',
    inMenus: false,
  },
  aguardandoLiberacaoIdade: {
    id: 0,
    key: 'RascunhoAguardandoLiberacaoIdade',
    label: ROTULOS.RascunhoAguardandoLiberacaoIdade,
    icon: 'HourglassEmpty',
    color: 'warning',
    inMenus: false,
  },
  descartado: {
    id: 0,
    key: 'RascunhoDescartado',
    label: ROTULOS.RascunhoDescartado,
    icon: 'DeleteOutline',
    color: 'default',
    inMenus: false,
  },
} as const satisfies Record<string, StatusInfo>;

/**
 * What the server says a proposal's status is in a refusal, an answer or a record: the
 * status's name, or 'Rascunho' for a proposal never sent. Read from the catalogue at each call.
 */
export function nomeDaSituacao(id: number | null | undefined): string {
  return id == null ? propostas.rascunho : getStatusInfo(id).label;
}

/** What the screens and the API call a proposal's state: its status, or the kind of draft. */
export interface SituacaoDaPropostaInput {
  situacaoPropostaAdesaoId: number | null | undefined;
  /** An under-49 holder's draft still waiting for the Liberacao49Menos release. */
  liberacaoIdadePendente?: boolean | null;
  /** A discarded draft (by its author or by a refused age release) stays inactive. */
  inativa?: boolean | null;
}

/** The one place that names a proposal's state, sent (its status) or not (the draft's). */
export function situacaoDaProposta(p: SituacaoDaPropostaInput): StatusInfo {
  if (p.situacaoPropostaAdesaoId !== null) return getStatusInfo(p.situacaoPropostaAdesaoId);
  if (p.inativa) return RASCUNHO_INFO.descartado;
  if (p.liberacaoIdadePendente) return RASCUNHO_INFO.aguardandoLiberacaoIdade;
  return RASCUNHO_INFO.aguardandoEnvio;
}

/** The chip shown beside the status when the proposal has an open pendency. */
export const PENDING_CHIP = { label: propostas.possuiPendencia, color: 'warning' } as const;

/** Nursing-evaluation chip: blue when the evaluation is marked (scheduled), otherwise orange. */
export function nursingEvaluationColor(marked: boolean | null | undefined): 'info' | 'warning' {
  return marked ? 'info' : 'warning';
}
