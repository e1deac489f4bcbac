import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { useListContext } from 'react-admin';
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

/** A stored yyyy-MM-dd day back into the date picker's value. */
const diaSalvo = (dia: string | undefined) => (dia ? parseISO(dia) : null);

/**
 * The access log's search form, over its react-admin list (ListarAvaliacoesPage): 'Buscar' sets
 * the list's filters, kept in the area's store with its page, so the search is still there
 * when the manager comes back to the page.
 */
export function AcessosFiltro() {
  const t = textsOf('avaliacaoSaude');
  const { filterValues, setFilters } = useListContext();
  const salvo = filterValues as FiltroAcessos;
  const [filtro, setFiltro] = useState<FiltroAcessos>(() => ({
    numeroContrato: salvo.numeroContrato,
    usuario: salvo.usuario,
    acao: salvo.acao,
  }));
  const [periodo, setPeriodo] = useState<{ de: Date | null; ate: Date | null }>(() => ({
    de: diaSalvo(salvo.de),
    ate: diaSalvo(salvo.ate),
  }));
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
    // Only the filled fields are kept in the list's store.
    const campos = { ...filtro, de: dia(periodo.de), ate: dia(periodo.ate) };
    setFilters(Object.fromEntries(Object.entries(campos).filter(([, value]) => value)));
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
