import Holidays from 'date-holidays';
import { businessDayOf, startOfBusinessDay } from '../../../src/domain';

/**
 * Business days for the SLA clocks: Monday to Friday in Brasília, less the national public
 * holidays (date-holidays' 'public' type for BR: Carnaval is 'optional' there and counts as a
 * working day, as it does for the operator's head office). Days are the Brasília calendar days
 * of src/domain/time.ts (`businessDayOf`), counted as day numbers below.
 */
const calendario = new Holidays('BR');
const DIA_MS = 86_400_000;

/**
 * A calendar day as a whole number (days since 01/01/1970), so that walking through a year of
 * days is integer arithmetic: the clocks of a list page used to format a date per day walked,
 * half a millisecond per year-old proposal.
 */
const numeroDoDia = (dia: Date) =>
  Math.round(Date.UTC(dia.getFullYear(), dia.getMonth(), dia.getDate()) / DIA_MS);
/** The local-midnight Date of a day number (the form businessDayOf gives). */
const diaDoNumero = (n: number) => {
  const utc = new Date(n * DIA_MS);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
};
const anoDoNumero = (n: number) => new Date(n * DIA_MS).getUTCFullYear();
// 01/01/1970 was a Thursday (4, counting from Sunday = 0).
const fimDeSemana = (n: number) => {
  const semana = (((n + 4) % 7) + 7) % 7;
  return semana === 0 || semana === 6;
};

const porAno = new Map<number, Set<number>>();

function feriadosDe(ano: number): Set<number> {
  let feriados = porAno.get(ano);
  if (!feriados) {
    feriados = new Set(
      calendario
        .getHolidays(ano)
        .filter((h) => h.type === 'public')
        .map((h) => {
          const [y, m, d] = h.date.slice(0, 10).split('-').map(Number);
          return numeroDoDia(new Date(y!, m! - 1, d!));
        }),
    );
    porAno.set(ano, feriados);
  }
  return feriados;
}

const ehUtil = (n: number) => !fimDeSemana(n) && !feriadosDe(anoDoNumero(n)).has(n);

export function ehDiaUtil(dia: Date): boolean {
  return ehUtil(numeroDoDia(dia));
}

/** Business days after the day of `desde` up to and including the day of `agora`. */
export function diasUteisDecorridos(desde: Date, agora: Date): number {
  const inicio = numeroDoDia(businessDayOf(desde));
  const fim = numeroDoDia(businessDayOf(agora));
  let uteis = 0;
  for (let n = inicio + 1; n <= fim; n++) if (ehUtil(n)) uteis += 1;
  return uteis;
}

/**
 * The instant before which entering a status makes a proposal late today for a target of `alvo`
 * business days: the start of the (alvo + 1)th business day counting back from today (today
 * included when it is one). `dataAlteracaoSituacao < limite` is then the SQL test of lateness.
 */
export function limiteDoAtraso(alvo: number, agora: Date): Date {
  let dia = numeroDoDia(businessDayOf(agora));
  let contados = 0;
  for (;;) {
    if (ehUtil(dia)) contados += 1;
    if (contados === alvo + 1) return startOfBusinessDay(diaDoNumero(dia));
    dia -= 1;
  }
}
