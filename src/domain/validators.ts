import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidLandlinePhone,
  isValidMobilePhone,
} from '@brazilian-utils/brazilian-utils';
import { addYears, isValid, startOfDay } from 'date-fns';
import { MIN_FILTER_YEAR, REPORT_MAX_PERIOD_YEARS } from './constants';
import { parseDateBR, type DateInput } from './dates';
import { MESSAGES } from './messages';

/**
 * Validators shared by the client (yup, see schemas.ts) and the server (ajv formats, see
 * formats.ts). Check digits come from @brazilian-utils/brazilian-utils; what we add is the
 * strictness of the spec: an exact digit count and only the usual mask characters, so that
 * '529.982.247-25x' or a +55 prefix do not slip through the library's leniency.
 */

/** Removes the mask characters a user may type; anything else stays and fails the digit test. */
function unmask(value: string, maskChars: RegExp): string {
  return value.replace(maskChars, '');
}

const CPF_MASK = /[.\-\s]/g;
const CNPJ_MASK = /[.\-/\s]/g;
const CEP_MASK = /[.\-\s]/g;
const PHONE_MASK = /[()\-\s]/g;

/** CPF: 11 digits, not all equal, both check digits valid. */
export function isCpf(value: string): boolean {
  const digits = unmask(value, CPF_MASK);
  return /^\d{11}$/.test(digits) && isValidCpf(digits);
}

/** Which CPF message applies: wrong digit count first, then invalid number. */
export function cpfError(value: string): 'cpfLength' | 'cpfInvalid' | null {
  const digits = unmask(value, CPF_MASK);
  if (!/^\d{11}$/.test(digits)) return 'cpfLength';
  return isValidCpf(digits) ? null : 'cpfInvalid';
}

/** CNPJ (numeric, version 1): 14 digits, not all equal, both check digits valid. */
export function isCnpj(value: string): boolean {
  const digits = unmask(value, CNPJ_MASK);
  return /^\d{14}$/.test(digits) && isValidCnpj(digits);
}

export function cnpjError(value: string): 'cnpjLength' | 'cnpjInvalid' | null {
  const digits = unmask(value, CNPJ_MASK);
  if (!/^\d{14}$/.test(digits)) return 'cnpjLength';
  return isValidCnpj(digits) ? null : 'cnpjInvalid';
}

/** CEP: 8 digits. */
export function isCep(value: string): boolean {
  const digits = unmask(value, CEP_MASK);
  return /^\d{8}$/.test(digits) && isValidCep(digits);
}

/** Home (landline) phone: DDD + 8 digits = 10 digits, valid DDD and landline prefix. */
export function isHomePhone(value: string): boolean {
  const digits = unmask(value, PHONE_MASK);
  return /^\d{10}$/.test(digits) && isValidLandlinePhone(digits);
}

/** Mobile phone: DDD + 9 digits = 11 digits, valid DDD and mobile prefix. */
export function isMobilePhone(value: string): boolean {
  const digits = unmask(value, PHONE_MASK);
  return /^\d{11}$/.test(digits) && isValidMobilePhone(digits);
}

/** "A valid residential or mobile number". */
export function isPhone(value: string): boolean {
  return isHomePhone(value) || isMobilePhone(value);
}

/** E-mail whose domain ends in a label of 2 or more letters (the library's rule). */
export function isEmail(value: string): boolean {
  return isValidEmail(value);
}

// Latin letters with the accents Portuguese uses (Latin-1 range without × and ÷).
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ';
const NAME_TEXT = new RegExp(`^[${LETTER}'’ \\-]+$`);
const ALPHANUMERIC_TEXT = new RegExp(`^[0-9${LETTER} ]+$`);
const HAS_LETTER = new RegExp(`[${LETTER}]`);

/**
 * Name text: letters with accents, spaces, apostrophe (typed or typographic) and hyphen, with at
 * least one letter. Input is NFC-normalised so decomposed accents (macOS) count as letters.
 */
export function isNameText(value: string): boolean {
  const text = value.normalize('NFC');
  return NAME_TEXT.test(text) && HAS_LETTER.test(text);
}

/** Alphanumeric text: letters, digits, accents and spaces, not only spaces. */
export function isAlphanumericText(value: string): boolean {
  const text = value.normalize('NFC');
  return ALPHANUMERIC_TEXT.test(text) && text.trim().length > 0;
}

/** The 15-digit numeric id (e.g. Cartão Nacional de Saúde): 15 digits, not all zeros. */
export function isNumericId15(value: string): boolean {
  return /^\d{15}$/.test(value) && !/^0+$/.test(value);
}

/** 'Somente números'. */
export function isOnlyNumbers(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A bound the user gave: a non-empty string or any Date (even an invalid one, half typed). */
function isGiven(value: DateInput): boolean {
  return value instanceof Date || (typeof value === 'string' && value.trim() !== '');
}

/** Strict reading for filters and reports: dd/MM/yyyy text or a valid Date, year >= 1753. */
function readStrictDate(value: DateInput): Date | null {
  const date = value instanceof Date ? (isValid(value) ? value : null) : parseDateBR(value);
  return date && date.getFullYear() >= MIN_FILTER_YEAR ? startOfDay(date) : null;
}

/**
 * The proposal list's date-range rule (document 1, section 5). `label` completes the
 * "only one bound" messages, e.g. label 'período de criação' gives
 * 'Informe a data inicial do período de criação'. Returns null when the range may be applied.
 */
export function validateFilterDateRange(
  start: DateInput,
  end: DateInput,
  label: string,
): string | null {
  const hasStart = isGiven(start);
  const hasEnd = isGiven(end);
  if (!hasStart && !hasEnd) return null;
  if (!hasStart) return MESSAGES.filterStartMissing + label;
  if (!hasEnd) return MESSAGES.filterEndMissing + label;
  const from = readStrictDate(start);
  if (!from) return MESSAGES.filterStartInvalid;
  const to = readStrictDate(end);
  if (!to) return MESSAGES.filterEndInvalid;
  if (from > to) return MESSAGES.filterStartAfterEnd;
  return null;
}

/**
 * The other date ranges of the list filter (status change, signing). The spec applies its
 * range rule to creation dates only, so these may be open-ended and in any order; only a date
 * that cannot be read is refused. Returns null when the range may be applied.
 */
export function validateOpenDateRange(start: DateInput, end: DateInput): string | null {
  if (isGiven(start) && !readStrictDate(start)) return MESSAGES.filterStartInvalid;
  if (isGiven(end) && !readStrictDate(end)) return MESSAGES.filterEndInvalid;
  return null;
}

/**
 * Report period rule (document 2, section 5): both dates, end strictly after start, at most one
 * year (a period ending on the same day one year later is still accepted).
 */
export function validateReportPeriod(start: DateInput, end: DateInput): string | null {
  const from = readStrictDate(start);
  const to = readStrictDate(end);
  if (!from || !to) return MESSAGES.reportPeriodMissing;
  if (to <= from) return MESSAGES.reportEndNotAfterStart;
  if (to > addYears(from, REPORT_MAX_PERIOD_YEARS)) return MESSAGES.reportPeriodTooLong;
  return null;
}
