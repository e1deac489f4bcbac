import { formatDateBR } from '../../domain';

/**
 * Dates as the product shows them: dd/MM/yyyy and dd/MM/yyyy HH:mm in Brasília time, whatever
 * the browser's zone. The server reads the list filters' days as Brasília days, so a proposal
 * created at 23:30 in Brasília (02:30 UTC) must show the day the filter will find it under.
 * Date-only values (birth dates, yyyy-MM-dd) carry no time and are shown as they are.
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy of an ISO instant in Brasília time, or of a yyyy-MM-dd date as it is. */
export function formatData(value: string | null | undefined): string {
  if (value && DATE_ONLY.test(value)) return formatDateBR(value);
  const date = toInstant(value);
  return date ? DATE.format(date) : '';
}

/** dd/MM/yyyy HH:mm of an ISO instant in Brasília time. */
export function formatDataHora(value: string | null | undefined): string {
  const date = toInstant(value);
  if (!date) return '';
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
