import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSlowDown } from './login-throttle';
import { LOGIN_THROTTLE } from './policy';

describe('the sign-in slow-down', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses the whole delay the policy sets, and no less', async () => {
    vi.useFakeTimers();
    let ended = false;
    const pause = loginSlowDown.pause(LOGIN_THROTTLE.slowDelayMs).then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(LOGIN_THROTTLE.slowDelayMs - 1);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pause;
    expect(ended).toBe(true);
    expect(LOGIN_THROTTLE.slowDelayMs).toBe(1000);
  });
});
