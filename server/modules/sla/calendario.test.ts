import { describe, expect, it } from 'vitest';
import { slaEstado } from '../../../src/domain';
import { diasUteisDecorridos, limiteDoAtraso } from './calendario';

// Instants in Brasília (UTC−3): 'yyyy-MM-ddTHH:mm' local.
const br = (local: string) => new Date(`${local}:00-03:00`);

describe('business days of the SLA clocks', () => {
  it('skips the weekend', () => {
    // Friday 13/11/2026 to Monday 16/11/2026: only Monday counts.
    expect(diasUteisDecorridos(br('2026-11-13T17:00'), br('2026-11-16T09:00'))).toBe(1);
  });

  it('skips a national holiday across a weekend', () => {
    // Thursday 19/11 to Tuesday 24/11/2026: Friday 20/11 is Consciência Negra; Mon and Tue count.
    expect(diasUteisDecorridos(br('2026-11-19T10:00'), br('2026-11-24T10:00'))).toBe(2);
    // Carnaval (optional in BR) is a working day: Fri 13/02 to Wed 18/02/2026 = Mon, Tue, Wed.
    expect(diasUteisDecorridos(br('2026-02-13T10:00'), br('2026-02-18T10:00'))).toBe(3);
  });

  it('crosses the turn of the year', () => {
    // Sat 20/12/2025 to Sat 10/01/2026: 22–26/12 less Christmas (4), 29–31/12 (3), 02/01 (1, the
    // 1st is a holiday), 05–09/01 (5). The 24th and the 31st are working days.
    expect(diasUteisDecorridos(br('2025-12-20T10:00'), br('2026-01-10T10:00'))).toBe(13);
    // Counting back 11 business days from Mon 05/01/2026: 05, 02, 31, 30, 29, 26, 24, 23, 22,
    // 19 and then Thu 18/12/2025.
    expect(limiteDoAtraso(10, br('2026-01-05T10:00')).toISOString()).toBe(
      br('2025-12-18T00:00').toISOString(),
    );
  });

  it('counts days in Brasília, not UTC', () => {
    // 23:30 on Monday in Brasília is already Tuesday in UTC: still the same day, 0 elapsed.
    expect(diasUteisDecorridos(br('2026-11-16T08:00'), br('2026-11-16T23:30'))).toBe(0);
  });

  it('puts the lateness limit where the count passes the target', () => {
    const agora = br('2026-11-24T10:00'); // Tuesday after the holiday
    const limite = limiteDoAtraso(2, agora);
    // Counting back from Tuesday 24: Tue 24, Mon 23, then Thu 19 (weekend and the Fri 20
    // holiday skipped). Entering before the third of them, Thu 19 00:00, is over 2 days.
    expect(limite.toISOString()).toBe(br('2026-11-19T00:00').toISOString());
    const entrou = (local: string) => diasUteisDecorridos(br(local), agora);
    expect(slaEstado(entrou('2026-11-19T10:00'), 2)).toBe('perto'); // inside: 2 of 2
    expect(slaEstado(entrou('2026-11-18T10:00'), 2)).toBe('atrasada'); // before the limit
    expect(br('2026-11-18T10:00') < limite).toBe(true);
    expect(br('2026-11-19T10:00') < limite).toBe(false);
  });

  it('turns amber at three quarters of the target and red past it', () => {
    expect(slaEstado(0, 7)).toBe('no-prazo');
    expect(slaEstado(5, 7)).toBe('no-prazo');
    expect(slaEstado(6, 7)).toBe('perto');
    expect(slaEstado(7, 7)).toBe('perto');
    expect(slaEstado(8, 7)).toBe('atrasada');
    expect(slaEstado(0, 1)).toBe('no-prazo');
    expect(slaEstado(1, 1)).toBe('perto');
  });
});
