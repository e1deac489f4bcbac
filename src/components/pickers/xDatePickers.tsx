import { DatePicker as MuiDatePicker, LocalizationProvider } from '@mui/x-date-pickers';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale';

// The only module that imports @mui/x-date-pickers (~150 KB): PickersProvider.tsx loads it on
// demand, so a list downloads it only when its filter panel (or a form with dates) opens.

const LOCALE_TEXT = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** A date picker in Brazilian Portuguese over date-fns: dd/MM/yyyy, weeks from Sunday. */
export function DatePickerPtBR(props: DatePickerProps) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={LOCALE_TEXT}
    >
      <MuiDatePicker {...props} />
    </LocalizationProvider>
  );
}
