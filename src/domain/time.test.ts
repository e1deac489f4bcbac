import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  formatData,
  formatDataHora,
  startOfBusinessDay,
  startOfNextBusinessDay,
} from './time';

describe('Brasília time', () => {
  it('shows and filters a summer-time instant on the same day (the 2019 daylight saving)', () => {
    const created = '2019-01-10T02:59:00Z'; // 00:59 in Brasília (UTC−2 that summer)
    expect(formatData(created)).toBe('10/01/2019');
    const day = new Date(2019, 0, 10);
    expect(startOfBusinessDay(day).toISOString()).toBe('2019-01-10T02:00:00.000Z');
    expect(startOfNextBusinessDay(day).toISOString()).toBe('2019-01-11T02:00:00.000Z');
    const instant = new Date(created).getTime();
    expect(instant).toBeGreaterThanOrEqual(startOfBusinessDay(day).getTime());
    expect(instant).toBeLessThan(startOfNextBusinessDay(day).getTime());
  });

  it('uses UTC−3 since daylight saving ended', () => {
    expect(startOfBusinessDay(new Date(2026, 10, 22)).toISOString()).toBe(
      '2026-11-22T03:00:00.000Z',
    );
    expect(formatDataHora('2026-11-23T02:30:00Z')).toBe('22/11/2026 23:30');
    expect(businessDayOf(new Date('2026-11-23T02:30:00Z'))).toEqual(new Date(2026, 10, 22));
  });

  it('shows date-only values as they are and nothing for empty or invalid input', () => {
    expect(formatData('1950-03-04')).toBe('04/03/1950');
    expect(formatData(null)).toBe('');
    expect(formatData('não é data')).toBe('');
    expect(formatDataHora(undefined)).toBe('');
  });
});
