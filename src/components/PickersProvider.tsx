import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale';
import type { ReactNode } from 'react';

const LOCALE_TEXT = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers in Brazilian Portuguese over date-fns: dd/MM/yyyy, weeks from Sunday. */
export function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={LOCALE_TEXT}
    >
      {children}
    </LocalizationProvider>
  );
}
