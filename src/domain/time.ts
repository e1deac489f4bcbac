import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { BUSINESS_TIME_ZONE } from './businessTimeZone';
import { formatDateBR } from './dates';

/**
 * Brasília time, one module for the screens and the server. Business days are days in
 * America/Sao_Paulo with its real history (daylight saving until 2019), so a proposal created
 * at 2019-01-10T02:59Z (00:59 in Brasília, summer time) is shown on 10/01/2019 AND found by a
 * filter on 10/01/2019. A fixed UTC−3 offset would put it on the 9th on one side only.
 */
export { BUSINESS_TIME_ZONE };

/** The instant a Brasília calendar day starts; the day is read from the date's local fields. */
export function startOfBusinessDay(day: Date): Date {
  return new Date(
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), BUSINESS_TIME_ZONE).getTime(),
  );
}

/** The instant the next Brasília calendar day starts (exclusive end of a day range). */
export function startOfNextBusinessDay(day: Date): Date {
  return startOfBusinessDay(addDays(new Date(day.getFullYear(), day.getMonth(), day.getDate()), 1));
}

function inBusinessZone(instant: Date): TZDate {
  return new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);
}

/** The Brasília calendar day of an instant, as a local Date at midnight (for date-fns maths). */
export function businessDayOf(instant: Date): Date {
  const zoned = inBusinessZone(instant);
  return new Date(zoned.getFullYear(), zoned.getMonth(), zoned.getDate());
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy of an instant in Brasília time, or of a yyyy-MM-dd date as it is. */
export function formatData(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDateBR(value);
  const instant = toInstant(value);
  return instant ? format(inBusinessZone(instant), 'dd/MM/yyyy') : '';
}

/** dd/MM/yyyy HH:mm of an instant in Brasília time. */
export function formatDataHora(value: string | Date | null | undefined): string {
  const instant = toInstant(value);
  return instant ? format(inBusinessZone(instant), 'dd/MM/yyyy HH:mm') : '';
}
