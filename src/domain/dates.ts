import {
  differenceInMonths,
  differenceInYears,
  endOfMonth,
  isValid,
  lightFormat,
  parseISO,
  startOfMonth,
  subDays,
  subMonths,
} from 'date-fns';
import { INITIAL_FILTER_DAYS, MIN_FILTER_YEAR } from './constants';

/**
 * Dates as the product shows and exchanges them: dd/MM/yyyy in forms, filters and report
 * payloads. All functions are pure: "today" is always an argument, never read from the clock,
 * so the server, the browser and the tests agree.
 */
export const DATE_BR = 'dd/MM/yyyy';
export const DATE_TIME_BR = 'dd/MM/yyyy HH:mm';

/**
 * dd/MM/yyyy (and HH:mm) by date-fns's `lightFormat`, which knows only the numeric tokens:
 * `format` would bring its locales and every token into the browser's first script, which reads
 * dates through this module (about 8 KB compressed), and the product writes no other pattern.
 * An invalid date throws the same RangeError (dates.test.ts compares both over many years).
 */
function writeBR(date: Date, withTime = false): string {
  return lightFormat(date, withTime ? DATE_TIME_BR : DATE_BR);
}

const DATE_BR_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** What date inputs of the domain accept: a Date, dd/MM/yyyy, or an ISO string from the API. */
export type DateInput = Date | string | null | undefined;

/**
 * dd/MM/yyyy that round-trips exactly: '31/02/2024', '1/2/2024' and '01/01/24' are rejected,
 * because formatting the parsed date would not give the same text back.
 */
export function parseDateBR(value: string | null | undefined): Date | null {
  const parts = value ? DATE_BR_TEXT.exec(value) : null;
  if (!parts) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(Number(parts[3]), Number(parts[2]) - 1, Number(parts[1]));
  return writeBR(date) === value ? date : null;
}

/** A date the product accepts: round-trips and is not before 1753. */
export function isDateBR(value: string | null | undefined): boolean {
  const date = parseDateBR(value);
  return date !== null && date.getFullYear() >= MIN_FILTER_YEAR;
}

/** Reads any DateInput; dd/MM/yyyy first (forms), then ISO (API). Invalid gives null. */
export function toDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const br = parseDateBR(value);
  if (br) return br;
  const iso = parseISO(value);
  return isValid(iso) ? iso : null;
}

export function formatDateBR(value: DateInput): string {
  const date = toDate(value);
  return date ? writeBR(date) : '';
}

export function formatDateTimeBR(value: DateInput): string {
  const date = toDate(value);
  return date ? writeBR(date, true) : '';
}

/** Whole years of age on `today`, never below 0 (a birth date in the future gives 0). */
export function ageInYears(birthDate: DateInput, today: Date): number | null {
  const birth = toDate(birthDate);
  if (!birth) return null;
  return Math.max(0, differenceInYears(today, birth));
}

/** Whole months from `from` to `to` (time of permanence in the previous operator), never below 0. */
export function monthsBetween(from: DateInput, to: DateInput): number | null {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return null;
  return Math.max(0, differenceInMonths(end, start));
}

/** The report dialog's default period: the whole previous calendar month. */
export function defaultReportPeriod(today: Date): { dataInicio: string; dataFim: string } {
  const previous = subMonths(today, 1);
  return {
    dataInicio: writeBR(startOfMonth(previous)),
    dataFim: writeBR(endOfMonth(previous)),
  };
}

/** The proposal lists open with creation dates from 90 days ago to today and no unit. */
export function initialListFilter(today: Date): {
  unidade: string;
  dataCriacaoMin: string;
  dataCriacaoMax: string;
} {
  return {
    unidade: '',
    dataCriacaoMin: writeBR(subDays(today, INITIAL_FILTER_DAYS)),
    dataCriacaoMax: writeBR(today),
  };
}
