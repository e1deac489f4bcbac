import { Grid } from '@mui/material';
import { ESTADOS_CIVIS, SEXOS } from '../../../domain';
import { FormField } from '../FormField';

const ESTADO_CIVIL = ESTADOS_CIVIS.map((e) => ({ value: e.id, label: e.label }));
const SEXO = SEXOS.map((s) => ({ value: s.id, label: s.label }));

/** The fields every beneficiary fills, the holder and each dependent, under `prefix`. */
export function BeneficiarioFields({ prefix }: { prefix: string }) {
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('cpf')} label="CPF" mask="cpf" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <FormField name={name('nome')} label="Nome completo" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('dataNascimento')} label="Data de nascimento" mask="data" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 8 }}>
        <FormField name={name('nomeSocial')} label="Nome social" autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormField name={name('nomeMae')} label="Nome da mãe" required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('cartaoNacionalSaude')} label="Cartão Nacional de Saúde" mask="cns" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField
          name={name('estadoCivilId')}
          label="Estado civil"
          options={ESTADO_CIVIL}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormField name={name('sexoId')} label="Sexo" options={SEXO} required />
      </Grid>
    </>
  );
}
