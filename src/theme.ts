import { ptBR as muiPtBR } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DIALOG_MAX_WIDTH, DRAWER_WIDTH } from './domain';

/** Brand colours of the spec: primary green, secondary lime (the favicon's two colours). */
export const BRAND = {
  green: '#2e7d32',
  greenDark: '#1b5e20',
  greenLight: '#60ad5e',
  lime: '#c0ca33',
  limeDark: '#8c9900',
  staging: '#c62828',
} as const;

/** Self-hosted Roboto (src/main.tsx imports nothing from a third-party host) with fallbacks. */
const FONT_FAMILY = ['Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/**
 * Whether the person asked her system for less motion (WCAG 2.3.3, `prefers-reduced-motion`).
 * Read once when the app loads: a change of the setting shows on the next load.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Motion switched off: MUI's transitions (dialogs fading, menu groups sliding, popovers growing)
 * last 0 ms and buttons draw no ripple; what appears is simply there. Progress indicators keep
 * spinning: that motion says the product is working. The browser suite asks for it too, so a
 * click never waits for a slide to end (tests/e2e/browser.ts).
 */
export const REDUCED_MOTION: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * The one theme of the product, as react-admin options (each area's <Admin theme>) and as a
 * built MUI theme (the pages outside the areas). Drawer 290 and dialog 550 come from the spec.
 * MUI's pt-BR locale translates its own texts (pagination, autocomplete, ...).
 */
const productOptions: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    mode: 'light',
    primary: { main: BRAND.green, dark: BRAND.greenDark, light: BRAND.greenLight },
    secondary: { main: BRAND.lime, dark: BRAND.limeDark, contrastText: '#1b1b1b' },
    background: { default: '#f4f7f2' },
    // MUI's default info (#0288d1) and warning (#ed6c02) give white chip labels and warning text
    // a contrast of 3.9 and 3.1; WCAG AA asks 4.5 (tests/e2e/acessibilidade.e2e.ts).
    info: { main: '#0277bd', dark: '#01579b', light: '#4fc3f7', contrastText: '#ffffff' },
    warning: { main: '#c2410c', dark: '#9a3412', light: '#fb923c', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT_FAMILY },
  sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
  components: {
    ...muiPtBR.components,
    MuiDialog: {
      styleOverrides: { paper: { maxWidth: DIALOG_MAX_WIDTH, width: '100%' } },
    },
    MuiAppBar: {
      defaultProps: { color: 'primary' },
      // The staging banner, when shown, sits above the fixed app bar; the body's padding moves
      // everything in the flow (EnvironmentBanner).
      styleOverrides: { positionFixed: { top: 'var(--adesao-banner-height, 0px)' } },
    },
    // Texts are shown as the spec writes them ('Dúvida? Clique aqui...'), not upper-cased.
    MuiButton: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
    },
    // Spinners and bars get a name: a progressbar without one says nothing to a screen reader.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Carregando…' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Carregando…' } },
    // A focused field's label in the brand green on the filled input's grey measures 4.49 (AA asks
    // 4.5; tests/e2e/documentos.e2e.ts): the darker green reads 7.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: BRAND.greenDark } } },
    },
    MuiFab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
    },
    MuiToggleButton: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
    },
  },
} as RaThemeOptions);

/** The product's options, with motion switched off where the person asked for it. */
export function themeOptionsFor(reducedMotion: boolean): RaThemeOptions {
  return reducedMotion
    ? deepmerge(productOptions, REDUCED_MOTION as RaThemeOptions)
    : productOptions;
}

export const themeOptions: RaThemeOptions = themeOptionsFor(prefersReducedMotion());

export const theme = createTheme(themeOptions);
