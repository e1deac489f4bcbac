import { FormControlLabel, Grid, Switch } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '../FormField';

/** Portability only: the waiting periods carried over from the operator the applicant leaves. */
export function PortabilidadeStep() {
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
              label="Advindo de outra operadora"
              sx={{ mb: 2 }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField name="portabilidade.operadoraOrigem" label="Operadora de origem" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormField
          name="portabilidade.tempoPermanenciaMeses"
          label="Permanência (meses)"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormField
          name="portabilidade.dataAproveitamentoCarencia"
          label="Data de aproveitamento de carência"
          mask="data"
          required
        />
      </Grid>
    </Grid>
  );
}
