import { describe, expect, it } from 'vitest';
import { prefersDateIndex, type Filtro } from './list-filters';

const f = (coluna: string, valor: string): Filtro => ({ coluna, operador: '=', valor });
const NOW = new Date('2026-06-30T15:00:00Z');

describe('prefersDateIndex', () => {
  it('reads newest-first when the range reaches today (the lists default, last 90 days)', () => {
    expect(
      prefersDateIndex([f('dataCriacaoMin', '01/04/2026'), f('dataCriacaoMax', '30/06/2026')], NOW),
    ).toBe(false);
  });

  it('reads the date index when more time passed after the range than the range spans', () => {
    expect(
      prefersDateIndex([f('dataCriacaoMin', '01/01/2025'), f('dataCriacaoMax', '31/01/2025')], NOW),
    ).toBe(true);
    expect(
      prefersDateIndex(
        [f('dataContratoMin', '01/05/2026'), f('dataContratoMax', '31/05/2026')],
        NOW,
      ),
    ).toBe(false);
    expect(
      prefersDateIndex(
        [f('dataAlteracaoMin', '01/01/2026'), f('dataAlteracaoMax', '02/01/2026')],
        NOW,
      ),
    ).toBe(true);
  });

  it('ignores incomplete or invalid ranges and other filters', () => {
    expect(prefersDateIndex([f('dataCriacaoMin', '01/01/2020')], NOW)).toBe(false);
    expect(
      prefersDateIndex([f('dataCriacaoMin', '31/02/2020'), f('dataCriacaoMax', '01/03/2020')], NOW),
    ).toBe(false);
    expect(prefersDateIndex([f('unidade', '1')], NOW)).toBe(false);
  });
});
