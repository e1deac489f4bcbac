import { createTheme } from '@mui/material/styles';
import { themeOptions } from '../../theme';

/**
 * The applicant pages are read by seniors on phones: larger type (18px base), large touch
 * targets (56px), darker colours than the staff theme for AAA-level contrast on text.
 */
// Built from the staff theme's options, as the staff theme is, not from the built theme: the
// same result, but a built Theme handed in as ThemeOptions made the compiler compare the two
// whole types, which took half of the typecheck's time (37 of 69 s).
export const seniorTheme = createTheme(themeOptions, {
  palette: {
    primary: { main: '#1b5e20', dark: '#0d3b12', contrastText: '#ffffff' },
    text: { primary: '#111111', secondary: '#333333' },
    background: { default: '#ffffff' },
  },
  typography: {
    htmlFontSize: 16,
    fontSize: 18,
    h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    body1: { fontSize: '1.2rem', lineHeight: 1.6 },
    body2: { fontSize: '1.1rem', lineHeight: 1.5 },
    button: { fontSize: '1.2rem', textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { size: 'large', disableElevation: true },
      styleOverrides: { root: { minHeight: 56, borderRadius: 10, fontSize: '1.2rem' } },
    },
    // Medium, not react-admin's small: a small field leaves 8.5 px under its border, where the
    // raised 1.2rem label (21 px high) came down onto the first line of the typed text.
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'medium' } },
    MuiInputBase: { styleOverrides: { input: { fontSize: '1.3rem' } } },
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '1rem', color: '#333333' } } },
    MuiInputLabel: { styleOverrides: { root: { fontSize: '1.2rem' } } },
  },
});
