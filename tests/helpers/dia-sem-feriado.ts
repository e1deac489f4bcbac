import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { feriadosDeDemonstracao } from '../../server/db/seed/agendamentos';

const FERIADOS = new Set(feriadosDeDemonstracao().map((f) => f.data));

/**
 * The first day `dias` days from today (Brasília) or later that is not one of the demo's holidays:
 * nobody is offered a slot on a holiday, so a test that books on "a week from today" would fail
 * on the weeks before Christmas or Independence Day.
 */
export function diaSemFeriado(dias: number, hoje: Date = new Date()): Date {
  let day = addDays(new TZDate(hoje.getTime(), 'America/Sao_Paulo'), dias);
  while (FERIADOS.has(format(day, 'yyyy-MM-dd'))) day = addDays(day, 1);
  return day;
}

/**
 * A Monday at least `semanas` weeks ahead (Brasília) that is not a demo holiday, as yyyy-MM-dd:
 * both demo nurses work online that morning. Each week count gives another Monday.
 */
export function proximaSegunda(semanas = 1): string {
  let day = addDays(new TZDate(Date.now(), 'America/Sao_Paulo'), 7 * semanas);
  while (day.getDay() !== 1) day = addDays(day, 1);
  while (FERIADOS.has(format(day, 'yyyy-MM-dd'))) day = addDays(day, 7 * 8);
  return format(day, 'yyyy-MM-dd');
}
