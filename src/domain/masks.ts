import { formatCep, formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';

/**
 * Masks applied while typing: raw text in, masked text out, pure and idempotent (masking a
 * masked value gives it back). react-imask drives the inputs; these functions give the same
 * result for display, tests and the server (e.g. formatting a stored CPF).
 */

export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

export const CPF_DIGITS = 11;
export const CNPJ_DIGITS = 14;
export const CEP_DIGITS = 8;
export const HOME_PHONE_DIGITS = 10;
export const MOBILE_PHONE_DIGITS = 11;
export const DATE_DIGITS = 8;

/**
 * Places digits into a pattern of '0' slots, stopping after the last digit so that separators
 * never appear ahead of what was typed ('113' -> '(11) 3').
 */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') out += digits[next++];
    else out += slot;
  }
  return out;
}

export const HOME_PHONE_PATTERN = '(00) 0000-0000';
export const MOBILE_PHONE_PATTERN = '(00) 00000-0000';

/**
 * Phone while typing: up to 10 digits '(00) 0000-0000', 11 digits '(00) 00000-0000'; digits
 * beyond 11 are dropped. The spec also says "at most 14 characters", which is the length of the
 * 10-digit pattern; the 11-digit pattern it gives has 15, so the limit is enforced on digits
 * (11) and a mobile number keeps its 15 characters (decision recorded in docs/domain.md).
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, MOBILE_PHONE_DIGITS);
  return applyPattern(
    digits,
    digits.length <= HOME_PHONE_DIGITS ? HOME_PHONE_PATTERN : MOBILE_PHONE_PATTERN,
  );
}

/** CEP '00000-000' (the library's formatter already masks partial input progressively). */
export function maskCep(value: string | null | undefined): string {
  return formatCep(onlyDigits(value).slice(0, CEP_DIGITS));
}

/** CPF '000.000.000-00'. */
export function maskCpf(value: string | null | undefined): string {
  return formatCpf(onlyDigits(value).slice(0, CPF_DIGITS));
}

/** CNPJ '00.000.000/0000-00'. */
export function maskCnpj(value: string | null | undefined): string {
  return formatCnpj(onlyDigits(value).slice(0, CNPJ_DIGITS));
}

/** Date while typing 'dd/MM/yyyy'. */
export function maskDateBR(value: string | null | undefined): string {
  return applyPattern(onlyDigits(value).slice(0, DATE_DIGITS), '00/00/0000');
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const SIZE_FORMAT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * File size on base 1024 in Bytes, KB, MB, GB, TB with up to two decimals and the pt-BR decimal
 * comma ('1,5 KB'): the whole UI is pt-BR, so '1.5' would read as "one thousand five hundred".
 * Sizes beyond the TB range stay in TB. Negative or non-finite input shows '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** Math.max(0, exponent);
  return `${SIZE_FORMAT.format(value)} ${SIZE_UNITS[Math.max(0, exponent)]}`;
}
