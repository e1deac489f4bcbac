import { describe, expect, it } from 'vitest';
import { feedbackPodeEnviar, valorMensalidade } from './proponente';

describe('feedbackPodeEnviar (spec 2.6)', () => {
  it('never sends a zero rating', () => {
    expect(feedbackPodeEnviar(0, 'um comentário longo')).toBe(false);
  });

  it('needs 8 characters of reason below 4 stars', () => {
    expect(feedbackPodeEnviar(1, 'curto')).toBe(false);
    expect(feedbackPodeEnviar(3, '        1234567 ')).toBe(false);
    expect(feedbackPodeEnviar(3, '12345678')).toBe(true);
  });

  it('sends 4 and 5 stars without a comment', () => {
    expect(feedbackPodeEnviar(4, '')).toBe(true);
    expect(feedbackPodeEnviar(5, '')).toBe(true);
  });
});

describe('valorMensalidade', () => {
  const today = new Date(2026, 10, 24);
  it('reads the ANS age band of the birth date', () => {
    expect(valorMensalidade('1953-04-12', today)).toBe(1099.9);
    expect(valorMensalidade('1970-01-01', today)).toBe(829.9);
    expect(valorMensalidade('2010-01-01', today)).toBe(289.9);
  });

  it('changes band on the birthday, not before', () => {
    expect(valorMensalidade('1967-11-25', today)).toBe(829.9);
    expect(valorMensalidade('1967-11-24', today)).toBe(1099.9);
  });
});
