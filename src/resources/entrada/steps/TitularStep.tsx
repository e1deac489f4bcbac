import { Grid } from '@mui/material';
import { FormField } from '../FormField';
import { BeneficiarioFields } from './BeneficiarioFields';
import { textsOf } from '../../../providers/i18nProvider';

/** Step 1: the holder, with the contacts the applicant's links go to. */
export function TitularStep() {
  const t = textsOf('entrada');
  return (
    <Grid container columnSpacing={2}>
      <BeneficiarioFields prefix="titular" />
      <Grid size={{ xs: 12, md: 4 }}>
        <FormField name="titular.email" label={t('campos.email')} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="titular.celular" label={t('campos.celular')} mask="telefone" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name="titular.telefone" label={t('campos.telefone')} mask="telefone" />
      </Grid>
    </Grid>
  );
}
