import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BUSINESS_TIME_ZONE } from '../../../src/domain';
import { badRequest } from '../../http/errors';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * Calendar days (yyyy-MM-dd, Brasília) of the appointments and of the nurses' agenda: the
 * JSON Schema pattern checks the shape, these check that the day exists.
 */

/** yyyy-MM-dd of a real calendar day, or a 400 with `mensagem` (the pattern lets 2027-02-30 through). */
export function diaValido(
  value: string,
  mensagem: string = servidor.agendamento.dataAgendamentoInvalida,
): string {
  const data = value.slice(0, 10);
  const [y, m, d] = data.split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw badRequest(mensagem);
  }
  return data;
}

/** Today in Brasília, yyyy-MM-dd. */
export const hojeEmBrasilia = (agora: Date = new Date()) =>
  format(new TZDate(agora.getTime(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');

/** 0 Sunday … 6 Saturday of a yyyy-MM-dd day. */
export function diaDaSemana(data: string): number {
  const [y, m, d] = data.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function proximoDia(data: string): string {
  const [y, m, d] = data.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** dd/MM/yyyy of a yyyy-MM-dd day, for messages. */
export function dataBR(data: string): string {
  const [y, m, d] = data.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
