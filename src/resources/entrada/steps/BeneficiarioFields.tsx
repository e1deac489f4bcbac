import { Grid } from '@mui/material';
import { opcoesEstadoCivil, opcoesSexo } from '../../../components/rotulosPessoas';
import { FormField } from '../FormField';
import { textsOf } from '../../../providers/i18nProvider';

/** The fields every beneficiary fills, the holder and each dependent, under `prefix`. */
export function BeneficiarioFields({ prefix }: { prefix: string }) {
  const t = textsOf('entrada');
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('cpf')} label={t('campos.cpf')} mask="cpf" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <FormField
          name={name('nome')}
          label={t('campos.nomeCompleto')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField
          name={name('dataNascimento')}
          label={t('campos.dataNascimento')}
          mask="data"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <FormField name={name('nomeSocial')} label={t('campos.nomeSocial')} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormField name={name('nomeMae')} label={t('campos.nomeMae')} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField
          name={name('cartaoNacionalSaude')}
          label={t('campos.cartaoNacionalSaude')}
          mask="cns"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField
          name={name('estadoCivilId')}
          label={t('campos.estadoCivil')}
          options={opcoesEstadoCivil()}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('sexoId')} label={t('campos.sexo')} options={opcoesSexo()} required />
      </Grid>
    </>
  );
}
