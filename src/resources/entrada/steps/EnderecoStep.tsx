import { Alert, CircularProgress, Grid, InputAdornment } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useBuscaCep } from '../../../components/useBuscaCep';
import { ESTADOS, rotuloEstado } from '../../../domain';
import { FormField } from '../FormField';
import { textsOf } from '../../../providers/i18nProvider';

const UFS = ESTADOS.map((e) => ({ value: e.sigla, label: rotuloEstado(e) }));

/**
 * Step 2: the address. Leaving a complete CEP looks it up (CEP_URL_TEMPLATE, through the API)
 * and fills street, district, city and state; when the lookup fails the user types them.
 */
export function EnderecoStep() {
  const t = textsOf('entrada');
  const { setValue, trigger } = useFormContext();
  const { buscar, buscando, falhou } = useBuscaCep(async (endereco) => {
    const options = { shouldDirty: true } as const;
    setValue('endereco.logradouro', endereco.logradouro, options);
    setValue('endereco.bairro', endereco.bairro, options);
    setValue('endereco.cidade', endereco.municipio, options);
    setValue('endereco.uf', endereco.uf, options);
    await trigger(['endereco.logradouro', 'endereco.bairro', 'endereco.cidade', 'endereco.uf']);
  });

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField
          name="endereco.cep"
          label={t('campos.cep')}
          mask="cep"
          required
          onBlur={(cep) => void buscar(cep)}
          slotProps={{
            input: {
              endAdornment: buscando ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('buscandoCep')} />
                </InputAdornment>
              ) : null,
            },
          }}
        />
      </Grid>
      {falhou ? (
        <Grid size={{ xs: 12, md: 8 }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('cepFalhou')}
          </Alert>
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: 8 }}>
        <FormField name="endereco.logradouro" label={t('campos.logradouro')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <FormField name="endereco.numero" label={t('campos.numero')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 6 }}>
        <FormField name="endereco.complemento" label={t('campos.complemento')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="endereco.bairro" label={t('campos.bairro')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="endereco.cidade" label={t('campos.cidade')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="endereco.uf" label={t('campos.uf')} options={UFS} required />
      </Grid>
    </Grid>
  );
}
