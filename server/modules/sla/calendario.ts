import Holidays from 'date-holidays';
import { addDays, differenceInCalendarDays, format, isWeekend, subDays } from 'date-fns';
import { businessDayOf, startOfBusinessDay } from '../../../src/domain';

/**
 * Business days for the SLA clocks: Monday to Friday in Brasília, less the national public
 * holidays (date-holidays' 'public' type for BR: Carnaval is 'optional' there and counts as a
 * working day, as it does for the operator's head office). Days are the local-midnight Dates of
 * src/domain/time.ts (`businessDayOf`), so date-fns works on Brasília calendar days.
 */
const calendario = new Holidays('BR');
const porAno = new Map<number, Set<string>>();

function feriadosDe(ano: number): Set<string> {
  let feriados = porAno.get(ano);
  if (!feriados) {
    feriados = new Set(
      calendario
        .getHolidays(ano)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    porAno.set(ano, feriados);
  }
  return feriados;
}

export function ehDiaUtil(dia: Date): boolean {
  return !isWeekend(dia) && !feriadosDe(dia.getFullYear()).has(format(dia, 'yyyy-MM-dd'));
}

/** Business days after the day of `desde` up to and including the day of `agora`. */
export function diasUteisDecorridos(desde: Date, agora: Date): number {
  const inicio = businessDayOf(desde);
  const fim = businessDayOf(agora);
  const total = differenceInCalendarDays(fim, inicio);
  let uteis = 0;
  for (let i = 1; i <= total; i++) if (ehDiaUtil(addDays(inicio, i))) uteis += 1;
  return uteis;
}

/**
 * The instant before which entering a status makes a proposal late today for a target of `alvo`
 * business days: the start of the (alvo + 1)th business day counting back from today (today
 * included when it is one). `dataAlteracaoSituacao < limite` is then the SQL test of lateness.
 */
export function limiteDoAtraso(alvo: number, agora: Date): Date {
  let dia = businessDayOf(agora);
  let contados = 0;
  for (;;) {
    if (ehDiaUtil(dia)) contados += 1;
    if (contados === alvo + 1) return startOfBusinessDay(dia);
    dia = subDays(dia, 1);
  }
}
