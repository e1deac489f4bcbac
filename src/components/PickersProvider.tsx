import { TextField } from '@mui/material';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

type Pickers = typeof import('./pickers/xDatePickers');

// The pickers' code is its own download (pickers/xDatePickers.tsx), fetched the first time a
// screen with dates renders. Kept here once loaded, so later pickers render at once.
let pickers: Pickers | null = null;
let carregando: Promise<Pickers> | null = null;
const ouvintes = new Set<() => void>();

/** Starts (once) the download of the pickers; a failed one is tried again on the next call. */
export function carregarPickers(): Promise<Pickers> {
  carregando ??= import('./pickers/xDatePickers').then(
    (modulo) => {
      pickers = modulo;
      ouvintes.forEach((ouvinte) => ouvinte());
      return modulo;
    },
    (error: unknown) => {
      carregando = null;
      throw error;
    },
  );
  return carregando;
}

function usePickers(): Pickers | null {
  const modulo = useSyncExternalStore(
    (ouvinte) => {
      ouvintes.add(ouvinte);
      return () => ouvintes.delete(ouvinte);
    },
    () => pickers,
  );
  useEffect(() => {
    if (!modulo) carregarPickers().catch(() => undefined);
  }, [modulo]);
  return modulo;
}

/**
 * Wraps a form with date fields: starts the pickers' download as soon as it renders. Each
 * DatePicker below brings its own pt-BR localization (dd/MM/yyyy, weeks from Sunday).
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  usePickers();
  return <>{children}</>;
}

/**
 * @mui/x-date-pickers' DatePicker in pt-BR, downloaded on first use. Until then a disabled
 * field with the same label, size and helper text holds its place, so the form does not jump.
 */
export function DatePicker(props: DatePickerProps) {
  const modulo = usePickers();
  if (modulo) return <modulo.DatePickerPtBR {...props} />;
  const campo = typeof props.slotProps?.textField === 'object' ? props.slotProps.textField : {};
  return (
    <TextField
      label={props.label}
      disabled
      size={campo.size}
      variant={campo.variant}
      fullWidth={campo.fullWidth}
      helperText={campo.helperText}
      sx={campo.sx}
    />
  );
}
