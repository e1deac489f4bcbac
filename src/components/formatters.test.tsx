import { describe, expect, it } from 'vitest';
import { formatData, formatDataHora } from './formatters';

describe('the workspace date formats', () => {
  it('shows an instant on its Brasília day and hour, whatever the browser zone', () => {
    // 02:30 UTC on the 7th is 23:30 on the 6th in Brasília (UTC-3).
    expect(formatData('2026-10-07T02:30:00.000Z')).toBe('06/10/2026');
    expect(formatDataHora('2026-10-07T02:30:00.000Z')).toBe('06/10/2026 23:30');
    expect(formatDataHora('2026-03-02T13:05:00.000Z')).toBe('02/03/2026 10:05');
  });

  it('keeps a date-only value (a birth date) on its own day', () => {
    expect(formatData('1975-12-31')).toBe('31/12/1975');
  });

  it('shows nothing for an empty or broken value', () => {
    expect(formatData(null)).toBe('');
    expect(formatData('não é data')).toBe('');
    expect(formatDataHora(undefined)).toBe('');
  });
});
