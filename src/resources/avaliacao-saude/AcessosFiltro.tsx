import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { format, isValid } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { DatePicker, PickersProvider } from '../../components/PickersProvider';
import { ACESSOS_SAUDE, DATE_BR } from '../../domain';
import { textsOf } from '../../providers/i18nProvider';

/** The health manager's search of the access log: by contract, user, kind of access, period. */
export interface FiltroAcessos {
  numeroContrato?: string;
  usuario?: string;
  acao?: string;
  /** yyyy-MM-dd */
  de?: string;
  ate?: string;
}

/** The query string of GET api/AvaliacaoSaude/acessos for this filter (empty fields left out). */
export function filtroQuery(filtro: FiltroAcessos): string {
  return Object.entries(filtro)
    .filter(([, value]) => value)
    .map(([key, value]) => `&${key}=${encodeURIComponent(value as string)}`)
    .join('');
}

export function AcessosFiltro({ onBuscar }: { onBuscar(filtro: FiltroAcessos): void }) {
  const t = textsOf('avaliacaoSaude');
  const [filtro, setFiltro] = useState<FiltroAcessos>({});
  const [periodo, setPeriodo] = useState<{ de: Date | null; ate: Date | null }>({
    de: null,
    ate: null,
  });
  // The server takes calendar days as yyyy-MM-dd; a half-typed date is left out.
  const dia = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : '');
  const campo = (key: keyof FiltroAcessos) => ({
    value: filtro[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setFiltro((f) => ({ ...f, [key]: event.target.value })),
    size: 'small' as const,
  });
  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onBuscar({ ...filtro, de: dia(periodo.de), ate: dia(periodo.ate) });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('acessos.buscar')}
      onSubmit={buscar}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ px: 2, pt: 2 }}
    >
      <TextField
        label={t('acessos.contrato')}
        {...campo('numeroContrato')}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
      <TextField label={t('acessos.usuario')} {...campo('usuario')} />
      <TextField select label={t('acessos.acesso')} {...campo('acao')} sx={{ minWidth: 220 }}>
        <MenuItem value="">{t('acessos.todos')}</MenuItem>
        {Object.entries(ACESSOS_SAUDE).map(([acao, label]) => (
          <MenuItem key={acao} value={acao}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <PickersProvider>
        <DatePicker
          label={t('acessos.de')}
          format={DATE_BR}
          value={periodo.de}
          onChange={(de) => setPeriodo((p) => ({ ...p, de }))}
          slotProps={{ textField: { size: 'small' } }}
        />
        <DatePicker
          label={t('acessos.ate')}
          format={DATE_BR}
          value={periodo.ate}
          onChange={(ate) => setPeriodo((p) => ({ ...p, ate }))}
          slotProps={{ textField: { size: 'small' } }}
        />
      </PickersProvider>
      <Button type="submit" variant="outlined">
        {t('acessos.botao')}
      </Button>
    </Stack>
  );
}
