import { describe, expect, it } from 'vitest';
import { SLA_ESTADO_LABEL, slaTexto, slaTextoCurto } from './sla';

describe("the SLA clock's pt-BR words (parametros.sla)", () => {
  it('say the clock in words, in agreement, and in the short form, to the letter', () => {
    expect(slaTexto(1, 1)).toBe('1 dia útil de 1');
    expect(slaTexto(3, 2)).toBe('3 dias úteis de 2');
    expect(slaTexto(0, 7)).toBe('0 dias úteis de 7');
    expect(slaTextoCurto(38, 2)).toBe('38 de 2 d.u.');
    expect(SLA_ESTADO_LABEL).toEqual({
      'no-prazo': 'No prazo',
      perto: 'Perto do prazo',
      atrasada: 'Atrasada',
    });
  });
});
