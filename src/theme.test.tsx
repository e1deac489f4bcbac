import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, themeOptionsFor } from './theme';

describe('the theme and reduced motion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps MUI’s transitions and ripples for everyone else', () => {
    const theme = createTheme(themeOptionsFor(false));
    expect(theme.transitions.create('opacity')).toMatch(/^opacity 300ms/);
    expect(theme.transitions.duration.enteringScreen).toBe(225);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('switches every transition and the ripple off when less motion is asked for', () => {
    const theme = createTheme(themeOptionsFor(true));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the product's theme is still there.
    expect(theme.palette.primary.main).toBe('#2e7d32');
  });

  it('reads the system setting, and is off where the browser cannot say', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    expect(prefersReducedMotion()).toBe(true);
  });
});
