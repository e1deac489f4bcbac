import { FormControlLabel, Grid, Switch } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '../FormField';
import { textsOf } from '../../../providers/i18nProvider';

/** Portability only: the waiting periods carried over from the operator the applicant leaves. */
export function PortabilidadeStep() {
  const t = textsOf('entrada');
  const { control } = useFormContext();
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <Controller
          name="portabilidade.advindoOutraOperadora"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={!!field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t('campos.advindoOutraOperadora')}
              sx={{ mb: 2 }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField
          name="portabilidade.operadoraOrigem"
          label={t('campos.operadoraOrigem')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormField
          name="portabilidade.tempoPermanenciaMeses"
          label={t('campos.permanencia')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormField
          name="portabilidade.dataAproveitamentoCarencia"
          label={t('campos.dataAproveitamento')}
          mask="data"
          required
        />
      </Grid>
    </Grid>
  );
}
