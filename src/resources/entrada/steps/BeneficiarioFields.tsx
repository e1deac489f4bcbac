import { Grid } from '@mui/material';
import { ESTADOS_CIVIS, SEXOS } from '../../../domain';
import { FormField } from '../FormField';
import { textsOf } from '../../../providers/i18nProvider';

const ESTADO_CIVIL = ESTADOS_CIVIS.map((e) => ({ value: e.id, label: e.label }));
const SEXO = SEXOS.map((s) => ({ value: s.id, label: s.label }));

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
          options={ESTADO_CIVIL}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('sexoId')} label={t('campos.sexo')} options={SEXO} required />
      </Grid>
    </>
  );
}
