import { afterAll, beforeAll, vi } from 'vitest';
import { loginSlowDown } from '../../server/modules/auth/login-throttle';

/**
 * The sign-in slow-down's pauses in the file that calls this, recorded instead of slept: the
 * list holds each pause the server asked for, in milliseconds, and the pause ends at once.
 * Tests assert what the server asked for (a second before checking the password, or none),
 * never how long an answer took, and no test sleeps through the slow-down's real seconds.
 * `server/modules/auth/login-throttle.test.ts` proves the real pause waits its time.
 */
export function recordLoginPauses(): number[] {
  const pauses: number[] = [];
  beforeAll(() => {
    vi.spyOn(loginSlowDown, 'pause').mockImplementation(async (ms) => {
      pauses.push(ms);
    });
  });
  // The API files of a worker share their modules: the next file gets the real pause back.
  afterAll(() => vi.mocked(loginSlowDown.pause).mockRestore());
  return pauses;
}
