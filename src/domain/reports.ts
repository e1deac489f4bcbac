import { ROLE, type Role } from './roles';
import { type DateInput } from './dates';
import { MESSAGES } from './messages';
import { validateReportPeriod } from './validators';

/**
 * Report types of the export dialog, in the spec's order: the first one the user may export is
 * preselected, so the order is meaningful. Quantitativo exists but no role may export it.
 * `endpoint` is the POST path of the export (document 2, section 7).
 */
export const REPORT_TYPES = [
  {
    id: 1,
    key: 'geral',
    label: 'Geral',
    roles: [ROLE.GestorComercial, ROLE.GestorContratos, ROLE.Concessionaria],
    endpoint: 'api/relatorio/geral',
  },
  {
    id: 2,
    key: 'gestao-saude',
    label: 'Gestão de Saúde',
    roles: [ROLE.GestorSaude],
    endpoint: 'api/relatorio/avaliacoes-saude',
  },
  {
    id: 3,
    key: 'assinadas',
    label: 'Assinadas',
    roles: [ROLE.GestorContratos, ROLE.GestorComercial],
    endpoint: 'api/relatorio/assinadas',
  },
  {
    id: 4,
    key: 'aprovadores-documentacao',
    label: 'Aprovadores de Documentação',
    roles: [ROLE.Supervisor],
    endpoint: 'api/relatorio/aprovadoresDocumentacao',
  },
  {
    id: 5,
    key: 'corretores',
    label: 'Corretores',
    roles: [ROLE.Supervisor],
    endpoint: 'api/relatorio/corretores',
  },
  { id: 6, key: 'quantitativo', label: 'Quantitativo', roles: [], endpoint: null },
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
  {
    id: 1,
    titulo: 'Propostas por situação e unidade',
    descricao: 'Quantas propostas há em cada situação e em cada unidade.',
  },
  {
    id: 2,
    titulo: 'Entradas e conclusões por mês',
    descricao: 'Propostas criadas e contratos assinados nos últimos 12 meses.',
  },
  {
    id: 3,
    titulo: 'Tempo em cada situação',
    descricao: 'Média de dias que as propostas passam em cada situação.',
  },
  {
    id: 4,
    titulo: 'Avaliações de saúde por enfermeiro',
    descricao: 'Avaliações de saúde aprovadas por cada enfermeiro.',
  },
  {
    id: 5,
    titulo: 'Assinaturas e integrações',
    descricao: 'Contratos assinados e propostas integradas ao ERP nos últimos 12 meses.',
  },
] as const;

export type PainelId = (typeof PAINEIS)[number]['id'];

/** One chart of a dashboard: labels on the x axis, one or more series of values. */
export interface Grafico {
  titulo: string;
  tipo: 'barras' | 'linhas';
  rotulos: string[];
  series: { nome: string; valores: number[] }[];
}
