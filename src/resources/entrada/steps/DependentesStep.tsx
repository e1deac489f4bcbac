import AddIcon from '@mui/icons-material/PersonAddAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_DEPENDENTES } from '../../../domain';
import { opcoesGrauParentesco } from '../../../components/rotulosPessoas';
import { FormField } from '../FormField';
import { dependenteVazio } from '../formDefaults';
import { BeneficiarioFields } from './BeneficiarioFields';
import { textsOf } from '../../../providers/i18nProvider';

/** Step 3: the dependents, none or many, each with the holder's fields and the kinship. */
export function DependentesStep() {
  const t = textsOf('entrada');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'dependentes' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('semDependentes')}</Typography>
      ) : null}
      {fields.map((field, index) => (
        <Card
          key={field.id}
          variant="outlined"
          component="section"
          aria-label={t('dependente', { numero: index + 1 })}
        >
          <CardHeader
            title={t('dependente', { numero: index + 1 })}
            slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
            action={
              <IconButton
                aria-label={t('removerDependente', { numero: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteIcon />
              </IconButton>
            }
            sx={{ pb: 0 }}
          />
          <CardContent>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormField
                  name={`dependentes.${index}.grauParentescoId`}
                  label={t('campos.grauParentesco')}
                  options={opcoesGrauParentesco()}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }} />
              <BeneficiarioFields prefix={`dependentes.${index}`} />
            </Grid>
          </CardContent>
        </Card>
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={fields.length >= MAX_DEPENDENTES}
          onClick={() => append(dependenteVazio())}
        >
          {t('adicionarDependente')}
        </Button>
      </div>
    </Stack>
  );
}
