import { relatorios } from '../../i18n/pt-BR/relatorios';
import { ROLE, type Role } from './roles';
import { type DateInput } from './dates';
import { MESSAGES } from './messages';
import { validateReportPeriod } from './validators';

/**
 * The types' and dashboards' names are catalogue texts (relatorios.tipos, keyed by the type's
 * `key`; relatorios.paineis, by the panel's `key`): the domain and the server say them in pt-BR,
 * a screen reads the key in the chosen language (src/resources/relatorios/rotulosRelatorios.ts).
 */
const TIPOS = relatorios.tipos;
const PAINEL = relatorios.paineis;

/**
 * Report types of the export dialog, in the spec's order: the first one the user may export is
 * preselected, so the order is meaningful. Quantitativo exists but no role may export it.
 * `endpoint` is the POST path of the export (document 2, section 7).
 */
export const REPORT_TYPES = [
  {
    id: 1,
    key: 'geral',
    label: TIPOS.geral,
    roles: [ROLE.GestorComercial, ROLE.GestorContratos, ROLE.Concessionaria],
    endpoint: 'api/relatorio/geral',
  },
  {
    id: 2,
    key: 'gestao-saude',
    label: TIPOS['gestao-saude'],
    roles: [ROLE.GestorSaude],
    endpoint: 'api/relatorio/avaliacoes-saude',
  },
  {
    id: 3,
    key: 'assinadas',
    label: TIPOS.assinadas,
    roles: [ROLE.GestorContratos, ROLE.GestorComercial],
    endpoint: 'api/relatorio/assinadas',
  },
  {
    id: 4,
    key: 'aprovadores-documentacao',
    label: TIPOS['aprovadores-documentacao'],
    roles: [ROLE.Supervisor],
    endpoint: 'api/relatorio/aprovadoresDocumentacao',
  },
  {
    id: 5,
    key: 'corretores',
    label: TIPOS.corretores,
    roles: [ROLE.Supervisor],
    endpoint: 'api/relatorio/corretores',
  },
  { id: 6, key: 'quantitativo', label: TIPOS.quantitativo, roles: [], endpoint: null },
] as const satisfies readonly {
  id: number;
  key: string;
  label: string;
  roles: readonly Role[];
  endpoint: string | null;
}[];

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportTypeKey = ReportType['key'];

/** Filter of the export dialog (document 2, section 3, "Report filters"). */
export interface ReportFilter {
  unidades?: readonly number[];
  situacoes?: readonly number[];
  dataInicio?: DateInput;
  dataFim?: DateInput;
  dataInicioCriacao?: DateInput;
  dataFimCriacao?: DateInput;
  dataInicioAprovacao?: DateInput;
  dataFimAprovacao?: DateInput;
}

/**
 * The dialog's validation per type. Geral needs both dates and at least one situation (all
 * answered with 'Preencha ao menos um período', as the spec says); Gestão de Saúde and Assinadas
 * follow the period rules; the documentation-approvers report checks whichever of its two
 * periods is filled (at least one); Corretores takes no filter.
 */
export function validateReportFilter(key: ReportTypeKey, filter: ReportFilter): string | null {
  switch (key) {
    case 'geral':
      if (!filter.dataInicio || !filter.dataFim || !filter.situacoes?.length) {
        return MESSAGES.reportPeriodMissing;
      }
      return validateReportPeriod(filter.dataInicio, filter.dataFim);
    case 'gestao-saude':
    case 'assinadas':
      return validateReportPeriod(filter.dataInicio, filter.dataFim);
    case 'aprovadores-documentacao': {
      const periods = [
        [filter.dataInicioCriacao, filter.dataFimCriacao],
        [filter.dataInicioAprovacao, filter.dataFimAprovacao],
      ].filter(([start, end]) => start || end);
      if (periods.length === 0) return MESSAGES.reportPeriodMissing;
      for (const [start, end] of periods) {
        const error = validateReportPeriod(start, end);
        if (error) return error;
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * The dashboards of 'Relatórios' (relatorios/{id}): embedded from Metabase when it is configured
 * (GET api/relatorio/url-metabase/{id}), otherwise drawn by the product from the same data.
 */
export const PAINEIS = [
  { id: 1, key: 'situacaoUnidade', ...PAINEL.situacaoUnidade },
  { id: 2, key: 'entradasConclusoes', ...PAINEL.entradasConclusoes },
  { id: 3, key: 'tempoSituacao', ...PAINEL.tempoSituacao },
  { id: 4, key: 'avaliacoesEnfermeiro', ...PAINEL.avaliacoesEnfermeiro },
  { id: 5, key: 'assinaturasIntegracoes', ...PAINEL.assinaturasIntegracoes },
] as const;

export type PainelId = (typeof PAINEIS)[number]['id'];

/** One chart of a dashboard: labels on the x axis, one or more series of values. */
export interface Grafico {
  titulo: string;
  tipo: 'barras' | 'linhas';
  rotulos: string[];
  series: { nome: string; valores: number[] }[];
}
