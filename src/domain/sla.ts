import { format } from '../../i18n/catalog';
import { parametros } from '../../i18n/pt-BR/parametros';
import { SITUACAO, type SituacaoKey } from './statuses';

/**
 * SLA clocks (issue 21): how many business days a proposal may stay in each status before it is
 * late. The targets are parameters (`sla.<status>`, screen 'Parâmetros'); these are their
 * defaults. Business days skip weekends and Brazilian national holidays; the server counts them
 * (server/modules/sla, with date-holidays) and sends each list row its clock.
 * Statuses that end the work (Concluída, Integrado ao ERP, Cancelada, Bloqueada) have no clock.
 */
export const SLA_METAS = [
  { situacao: 'NovaEntrada', padrao: 2 },
  { situacao: 'Reentrada', padrao: 2 },
  { situacao: 'PendenciasCorretor', padrao: 5 },
  { situacao: 'ValidacaoConcluida', padrao: 2 },
  { situacao: 'AguardandoAssinaturas', padrao: 7 },
  { situacao: 'AguardandoDeclaracaoSaude', padrao: 5 },
  { situacao: 'AguardandoAvaliacaoEnfermagem', padrao: 3 },
  { situacao: 'AguardandoAprovacaoEnfermagem', padrao: 2 },
  { situacao: 'AguardandoAprovacaoTermo', padrao: 5 },
  { situacao: 'SolicitadaIntegracaoComERP', padrao: 1 },
  { situacao: 'IntegradoPendencias', padrao: 3 },
] as const satisfies readonly { situacao: SituacaoKey; padrao: number }[];

export type SlaChave = `sla.${(typeof SLA_METAS)[number]['situacao']}`;

export const slaChave = (situacao: (typeof SLA_METAS)[number]['situacao']): SlaChave =>
  `sla.${situacao}`;

/** The parameter key of a status id's target, or null when the status has no clock. */
export function slaChaveDaSituacao(situacaoId: number | null): SlaChave | null {
  const meta = SLA_METAS.find((m) => SITUACAO[m.situacao] === situacaoId);
  return meta ? slaChave(meta.situacao) : null;
}

/** 'no-prazo' → 'perto' (three quarters of the target used, or its last day) → 'atrasada'. */
export type SlaEstado = 'no-prazo' | 'perto' | 'atrasada';

export function slaEstado(diasUteis: number, alvo: number): SlaEstado {
  if (diasUteis > alvo) return 'atrasada';
  if (diasUteis >= 1 && diasUteis >= Math.ceil(alvo * 0.75)) return 'perto';
  return 'no-prazo';
}

/**
 * The clock's words are catalogue texts (parametros.sla): pt-BR here; the lists' chip reads the
 * same keys in the chosen language (src/resources/propostas/chips/rotulosSla.ts).
 */
const TEXTOS = parametros.sla;

export const SLA_ESTADO_LABEL: Record<SlaEstado, string> = TEXTOS.estados;

/** '3 dias úteis de 2': the clock in words (tooltips, screen readers). */
export function slaTexto(diasUteis: number, alvo: number): string {
  return format(TEXTOS.texto, { smart_count: diasUteis, alvo });
}

/** '3 de 2 d.u.': the list chip's short form (the lists are wide already). */
export function slaTextoCurto(diasUteis: number, alvo: number): string {
  return format(TEXTOS.curto, { diasUteis, alvo });
}
