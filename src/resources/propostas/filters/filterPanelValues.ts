import { format, isValid } from 'date-fns';
import {
  DATE_BR,
  parseDateBR,
  validateFilterDateRange,
  validateOpenDateRange,
  type ListFilter,
} from '../../../domain';

/**
 * The filter panel's form values and their two conversions: from the list's filter (dd/MM/yyyy
 * strings, URL-friendly) to the pickers' Dates, and back after the date rules of section 5.
 */
export interface PanelValues {
  unidade: string;
  /** '' (all), 'titular' or 'dependente'. */
  beneficiario: string;
  /** Only proposals past their status's SLA target. */
  atrasadas: boolean;
  /** FILTRO_CARENCIA's id as text, '' for all contracts. */
  carencia: string;
  /** FILTRO_SITUACAO_AVALIACAO's id as text, '' for all. */
  agendamento: string;
  dataCriacaoMin: Date | null;
  dataCriacaoMax: Date | null;
  dataAlteracaoMin: Date | null;
  dataAlteracaoMax: Date | null;
  dataContratoMin: Date | null;
  dataContratoMax: Date | null;
}

export const EMPTY_PANEL: PanelValues = {
  unidade: '',
  beneficiario: '',
  atrasadas: false,
  carencia: '',
  agendamento: '',
  dataCriacaoMin: null,
  dataCriacaoMax: null,
  dataAlteracaoMin: null,
  dataAlteracaoMax: null,
  dataContratoMin: null,
  dataContratoMax: null,
};

export type RangeKey = 'dataCriacao' | 'dataAlteracao' | 'dataContrato';
export const RANGES: readonly RangeKey[] = ['dataCriacao', 'dataAlteracao', 'dataContrato'];

/** The panel's own keys in a list filter; anything else (the search box) is left alone. */
export const PANEL_KEYS = [
  ...(Object.keys(EMPTY_PANEL) as (keyof PanelValues)[]).filter((key) => key !== 'atrasadas'),
  'sla',
] as const;

/** A choice filter's value: its id as text, '' for none or for the 'all' option (id 0). */
const option = (value: unknown): string =>
  value == null || value === '' || String(value) === '0' ? '' : String(value);

const asDate = (value: unknown): Date | null =>
  typeof value === 'string' ? parseDateBR(value) : null;

export function fromFilter(filter: ListFilter | undefined): PanelValues {
  const f = filter ?? {};
  return {
    unidade: f.unidade == null ? '' : String(f.unidade),
    beneficiario: f.beneficiario == null ? '' : String(f.beneficiario),
    atrasadas: f.sla === 'atrasada',
    carencia: option(f.carencia),
    agendamento: option(f.agendamento),
    dataCriacaoMin: asDate(f.dataCriacaoMin),
    dataCriacaoMax: asDate(f.dataCriacaoMax),
    dataAlteracaoMin: asDate(f.dataAlteracaoMin),
    dataAlteracaoMax: asDate(f.dataAlteracaoMax),
    dataContratoMin: asDate(f.dataContratoMin),
    dataContratoMax: asDate(f.dataContratoMax),
  };
}

/** How many of the panel's filters are set (the badge on 'Filtrar propostas'). */
export function countActive(filter: ListFilter | undefined): number {
  const f = (filter ?? {}) as Record<string, unknown>;
  const unit = f.unidade != null && f.unidade !== '' ? 1 : 0;
  const kind = f.beneficiario ? 1 : 0;
  const late = f.sla ? 1 : 0;
  const options = (['carencia', 'agendamento'] as const).filter((k) => option(f[k]) !== '').length;
  return unit + kind + late + options + RANGES.filter((r) => f[`${r}Min`] || f[`${r}Max`]).length;
}

const toText = (date: Date | null): string | undefined =>
  date && isValid(date) ? format(date, DATE_BR) : undefined;

export type PanelResult = { error: string } | { filter: ListFilter };

/**
 * Checks every shown range with the spec's rule (validateFilterDateRange) and gives the list
 * filter, or the first message to show as an error notice (then the list is not requeried).
 * `labels` completes the "only one bound" messages ('Informe a data inicial do ' + label).
 */
export function toFilter(
  values: PanelValues,
  options: { showContract: boolean; labels: Record<RangeKey, string> },
): PanelResult {
  const ranges = RANGES.filter((r) => r !== 'dataContrato' || options.showContract);
  for (const range of ranges) {
    // The spec's range rule is for creation dates only; the others may be open-ended.
    const error =
      range === 'dataCriacao'
        ? validateFilterDateRange(
            values[`${range}Min`],
            values[`${range}Max`],
            options.labels[range],
          )
        : validateOpenDateRange(values[`${range}Min`], values[`${range}Max`]);
    if (error) return { error };
  }
  const filter: ListFilter = {};
  if (values.unidade) filter.unidade = values.unidade;
  if (values.beneficiario) filter.beneficiario = values.beneficiario;
  if (values.atrasadas) filter.sla = 'atrasada';
  if (values.carencia) filter.carencia = values.carencia;
  if (values.agendamento) filter.agendamento = values.agendamento;
  for (const range of ranges) {
    const min = toText(values[`${range}Min`]);
    const max = toText(values[`${range}Max`]);
    if (min) filter[`${range}Min`] = min;
    if (max) filter[`${range}Max`] = max;
  }
  return { filter };
}
