import { listas } from '../../i18n/pt-BR/listas';
import { propostas as textosDePropostas } from '../../i18n/pt-BR/propostas';
import type { AreaId } from './areas';
import { NOVA_PROPOSTA_PATHS, PORTABILIDADE_PREFIX, RETENCAO_PREFIX } from './menuTable';
import { ALL_SITUACAO_IDS, SITUACAO, type SituacaoId } from './statuses';

/**
 * Which statuses each proposal list shows, keyed by area and by the list's route relative to
 * the area (the same path the menu links to). The client sends these ids as
 * situacoesPropostasAdesaoIds; the server may check a request against them.
 */
const S = SITUACAO;

/** Everything downstream of the nurse's approval, except cancelled and blocked. */
const APPROVED_BY_NURSE: readonly SituacaoId[] = [
  S.NovaEntrada,
  S.PendenciasCorretor,
  S.Reentrada,
  S.ValidacaoConcluida,
  S.AguardandoAssinaturas,
  S.Concluida,
  S.SolicitadaIntegracaoComERP,
  S.IntegradoERP,
  S.IntegradoPendencias,
];

/**
 * The nurse lists, by the situation slug of POST api/enfermeiro/propostasSituacao/{slug}, with
 * the route of the area that shows it. Entradas also holds proposals still waiting for the
 * declaration, because the nurse may register it for the applicant (docs/domain.md#lifecycles).
 */
export const NURSE_SITUACAO_LISTS = {
  'aguardando-avaliacao': {
    route: 'lista-novas',
    statuses: [S.AguardandoDeclaracaoSaude, S.AguardandoAvaliacaoEnfermagem],
  },
  'aguardando-aprovacao': {
    route: 'lista-novas-aguardando-aprovacao',
    statuses: [S.AguardandoAprovacaoEnfermagem],
  },
  canceladas: { route: 'lista-canceladas', statuses: [S.Cancelada] },
  aprovadas: { route: 'lista-aprovacao', statuses: APPROVED_BY_NURSE },
} as const satisfies Record<string, { route: string; statuses: readonly SituacaoId[] }>;

export type NurseSituacaoSlug = keyof typeof NURSE_SITUACAO_LISTS;

/**
 * The statuses in which the nurse may mark a pendency (docs/domain.md#lifecycles: the status
 * stays).
 */
const NURSING_STATUSES: readonly SituacaoId[] = [
  S.AguardandoDeclaracaoSaude,
  S.AguardandoAvaliacaoEnfermagem,
  S.AguardandoAprovacaoEnfermagem,
];

/**
 * The lists that show only proposals with a pendency to resolve: the filter `pendencia` =
 * `aberta` (a broker pendency's status, or the open-pendency flag a nurse's pendency sets) is
 * added to their statuses, in the list and in its CSV alike.
 */
export const LISTAS_SO_COM_PENDENCIA: Partial<Record<AreaId, readonly string[]>> = {
  concessionaria: ['propostas-pendentes'],
};

export const FILTRO_PENDENCIA_ABERTA = {
  coluna: 'pendencia',
  operador: '=',
  valor: 'aberta',
} as const;

const INTEGRATED_OR_REQUESTED: readonly SituacaoId[] = [
  S.IntegradoERP,
  S.IntegradoPendencias,
  S.SolicitadaIntegracaoComERP,
];

export const LIST_STATUSES: Record<AreaId, Readonly<Record<string, readonly SituacaoId[]>>> = {
  'gestao-comercial': {
    'propostas-entradas': [S.NovaEntrada, S.Reentrada],
    'propostas-pendencias': [S.PendenciasCorretor],
    'propostas-validacoes-concluidas': [S.ValidacaoConcluida],
    'propostas-aguardando-assinaturas': [S.AguardandoAssinaturas],
    'propostas-bloqueadas': [S.Bloqueada],
    'propostas-solicitada-integracao': [S.SolicitadaIntegracaoComERP],
    'propostas-concluidas': [S.Concluida],
    'propostas-integradas': [S.IntegradoERP],
    'propostas-integradas-pendencias': [S.IntegradoPendencias],
    'propostas-canceladas': [S.Cancelada],
    'todas-propostas': ALL_SITUACAO_IDS,
  },
  concessionaria: {
    'propostas-novas': [S.NovaEntrada, S.Reentrada, S.ValidacaoConcluida],
    // With the open-pendency filter (LISTAS_SO_COM_PENDENCIA): the broker's pendencies and the
    // nurse's, which the dealership resolves too (issue 39, J5) without the status changing.
    'propostas-pendentes': [S.PendenciasCorretor, ...NURSING_STATUSES],
    'propostas-aprovadas': [S.AguardandoAssinaturas],
    'propostas-assinadas': [S.Concluida],
    'propostas-integradas': INTEGRATED_OR_REQUESTED,
    [`${RETENCAO_PREFIX}/nova-entrada`]: [S.NovaEntrada, S.Reentrada],
    [`${RETENCAO_PREFIX}/aguardando`]: [S.AguardandoAssinaturas],
    [`${RETENCAO_PREFIX}/aprovadas`]: [S.Concluida],
    // The spec: the retention integrated list covers IntegradoERP, IntegradoPendencias and
    // SolicitadaIntegracaoComERP.
    [`${RETENCAO_PREFIX}/integradas`]: INTEGRATED_OR_REQUESTED,
    [`${RETENCAO_PREFIX}/canceladas`]: [S.Cancelada],
    [`${RETENCAO_PREFIX}/todas`]: ALL_SITUACAO_IDS,
    [`${PORTABILIDADE_PREFIX}/nova-entrada`]: [S.NovaEntrada, S.Reentrada],
    [`${PORTABILIDADE_PREFIX}/validacao-concluida`]: [S.ValidacaoConcluida],
    [`${PORTABILIDADE_PREFIX}/aguardando`]: [S.AguardandoAssinaturas],
    [`${PORTABILIDADE_PREFIX}/aprovadas`]: [S.Concluida],
    // The spec: the portability integration-requested list covers SolicitadaIntegracaoComERP only.
    [`${PORTABILIDADE_PREFIX}/solicitadaIntegracao`]: [S.SolicitadaIntegracaoComERP],
    [`${PORTABILIDADE_PREFIX}/integradas`]: [S.IntegradoERP, S.IntegradoPendencias],
    [`${PORTABILIDADE_PREFIX}/canceladas`]: [S.Cancelada],
    [`${PORTABILIDADE_PREFIX}/todas`]: ALL_SITUACAO_IDS,
  },
  'operador-callcenter': {
    'todas-propostas': ALL_SITUACAO_IDS,
    'propostas-aguardando-avaliacao-enfermagem': [S.AguardandoAvaliacaoEnfermagem],
    'propostas-integradas': [S.IntegradoERP],
    'propostas-integradas-pendencias': [S.IntegradoPendencias],
  },
  'gestao-callcenter': {
    'todas-propostas': ALL_SITUACAO_IDS,
  },
  dac: {
    'propostas-integradas': [S.IntegradoERP],
    'propostas-integradas-pendencias': [S.IntegradoPendencias],
  },
  'enfermeiro-avaliador': Object.fromEntries(
    Object.values(NURSE_SITUACAO_LISTS).map((list) => [list.route, list.statuses]),
  ),
  administrador: {},
  'gestao-saude': {},
};

/** The statuses a list route shows, or undefined when the route is not a status list. */
export function statusesForList(
  area: AreaId,
  listRoute: string,
): readonly SituacaoId[] | undefined {
  const table = LIST_STATUSES[area];
  // hasOwn: a route named 'constructor' must not read Object.prototype.
  return table && Object.hasOwn(table, listRoute) ? table[listRoute] : undefined;
}

/**
 * The contract-signing date range only makes sense where a contract exists: lists that include
 * Concluida or SolicitadaIntegracaoComERP (section 2.7).
 */
export function showsContractDateFilter(statusIds: readonly number[]): boolean {
  return statusIds.includes(S.Concluida) || statusIds.includes(S.SolicitadaIntegracaoComERP);
}

/** The list filter panel's values (dates in dd/MM/yyyy, unit code as text, '' meaning all). */
export interface ListFilter {
  unidade?: string | number | null;
  dataCriacaoMin?: string | null;
  dataCriacaoMax?: string | null;
  dataAlteracaoMin?: string | null;
  dataAlteracaoMax?: string | null;
  dataContratoMin?: string | null;
  dataContratoMax?: string | null;
  agendamento?: string | number | null;
  /** The waiting-period filter (FILTRO_CARENCIA's id): with or without 'aproveitamento'. */
  carencia?: string | number | null;
  /** 'titular' or 'dependente': rows of holders or of dependents only. */
  beneficiario?: string | null;
  /** 'atrasada': only proposals past their status's SLA target (src/domain/sla.ts). */
  sla?: 'atrasada' | null;
}

export interface Filtro {
  coluna: string;
  operador: '=';
  valor: string;
}

/** Converts the panel's values to the list query's filtros: each one column, '=' and value. */
export function toFiltros(filter: ListFilter): Filtro[] {
  return Object.entries(filter)
    .filter(([, valor]) => valor !== null && valor !== undefined && valor !== '')
    .map(([coluna, valor]) => ({ coluna, operador: '=', valor: String(valor) }));
}

/**
 * The filter options' names are catalogue texts (`listas.filtros`, keyed by `key`, or `id` for
 * the holder and dependent rows); the panel reads the key in the chosen language.
 */
const FILTROS = listas.filtros;

/** Contract waiting-period filter (aproveitamento de carência). */
export const FILTRO_CARENCIA = [
  { id: 0, key: 'Todos', label: FILTROS.carencia.Todos },
  { id: 1, key: 'ComAproveitamento', label: FILTROS.carencia.ComAproveitamento },
  { id: 2, key: 'SemAproveitamento', label: FILTROS.carencia.SemAproveitamento },
] as const;

/**
 * Holder or dependent rows (the list query's 'beneficiario' filter): a family shares its contract
 * number, so the lists mark each row and let the user pick either.
 */
export const FILTRO_BENEFICIARIO = [
  { id: 'titular', label: FILTROS.beneficiario.titular },
  { id: 'dependente', label: FILTROS.beneficiario.dependente },
] as const;

/** The row's kind, a key of the catalogue's propostas.beneficiario: a dependent points at its holder. */
export function beneficiarioTipo(row: {
  propostaTitularId?: number | null;
}): keyof typeof textosDePropostas.beneficiario {
  return row.propostaTitularId ? 'dependente' : 'titular';
}

/** The row's kind in pt-BR (the server's files and PDFs); a screen translates beneficiarioTipo. */
export function beneficiarioLabel(row: { propostaTitularId?: number | null }): string {
  return textosDePropostas.beneficiario[beneficiarioTipo(row)];
}

/** Assessment-situation filter (the list query's 'agendamento' filter). */
export const FILTRO_SITUACAO_AVALIACAO = [
  { id: 0, key: 'Todas', label: FILTROS.situacaoAvaliacao.Todas },
  { id: 1, key: 'AvaliacaoRealizada', label: FILTROS.situacaoAvaliacao.AvaliacaoRealizada },
  { id: 2, key: 'Agendada', label: FILTROS.situacaoAvaliacao.Agendada },
  { id: 3, key: 'NaoRealizada', label: FILTROS.situacaoAvaliacao.NaoRealizada },
  { id: 4, key: 'NaoAgendada', label: FILTROS.situacaoAvaliacao.NaoAgendada },
] as const;

/**
 * The entry form a dealership list's 'Nova proposta' opens: the retention or portability form
 * from their lists, the common one from the others; undefined outside the dealership area.
 */
export function novaPropostaDaLista(area: AreaId, listRoute: string): string | undefined {
  if (area !== 'concessionaria') return undefined;
  if (listRoute.startsWith(`${RETENCAO_PREFIX}/`)) return NOVA_PROPOSTA_PATHS.retencao;
  if (listRoute.startsWith(`${PORTABILIDADE_PREFIX}/`)) return NOVA_PROPOSTA_PATHS.portabilidade;
  return NOVA_PROPOSTA_PATHS.comum;
}
