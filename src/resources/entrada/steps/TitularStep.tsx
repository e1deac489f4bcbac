import { Grid } from '@mui/material';
import { FormField } from '../FormField';
import { BeneficiarioFields } from './BeneficiarioFields';

/** Step 1: the holder, with the contacts the applicant's links go to. */
export function TitularStep() {
  return (
    <Grid container columnSpacing={2}>
      <BeneficiarioFields prefix="titular" />
      <Grid size={{ xs: 12, md: 4 }}>
        <FormField name="titular.email" label="E-mail" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="titular.celular" label="Celular" mask="telefone" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="titular.telefone" label="Telefone" mask="telefone" />
      </Grid>
    </Grid>
  );
}
