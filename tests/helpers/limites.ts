/**
 * Time limits of the tests, scaled in CI. There `npm test` runs at a lower priority beside the
 * browser suite (.ci/run), and a starved test takes three to four times its usual time (CI's stop
 * 51: a 5-second PME form test took 22 s and failed its 20 s limit). A limit catches a hang,
 * which it still does when scaled; it is never a speed check (figures come from `npm run bench`).
 *
 * Every limit a test sets itself goes through `limite()`, so none escapes the scaling.
 */
export const LIMIT_FACTOR = process.env.CI === 'true' ? 3 : 1;

export function limite(ms: number): number {
  return ms * LIMIT_FACTOR;
}
