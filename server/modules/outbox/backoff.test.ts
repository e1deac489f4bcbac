import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retry delay', () => {
  const middle = () => 0.5; // no jitter

  it('doubles on every failed try from the base', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(40, 5000, middle)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('spreads retries by up to 20% either way', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 0.999999)).toBe(1200);
  });
});
