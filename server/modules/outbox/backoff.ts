/** Longest wait between two tries, however many failed: an hour. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * Exponential backoff with jitter: base, 2×base, 4×base, ... capped at an hour, each spread
 * by ±20% so that messages that failed together (the ERP was down) do not return together.
 * `attempt` is the try that just failed, from 1.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, MAX_RETRY_DELAY_MS);
  const jitter = 0.8 + random() * 0.4;
  return Math.round(capped * jitter);
}
