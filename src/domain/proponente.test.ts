import { describe, expect, it } from 'vitest';
import { feedbackPodeEnviar } from './proponente';

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
