import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionActions,
  AccordionDetails,
  AccordionSummary,
  Button,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { maskCep, maskPhone } from '../../domain';
import { SectionCard } from '../propostas/show/SectionCard';
import { FormField, ListError } from './PmeFields';
import { novoContato, novoEndereco, type PmeFormValues } from './pmeForm';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The PME form's addresses and contacts: accordions with add and remove, 'Remover' only when
 * more than one is left (document 2, section 5). Choosing an indicator re-checks the whole
 * list, so 'at least one location address / billing e-mail' shows at once.
 */
const sn = () => [
  { value: 'S', label: textsOf('pme')('sim') },
  { value: 'N', label: textsOf('pme')('nao') },
];
const yesNo = () => [
  { value: 'true', label: textsOf('pme')('sim') },
  { value: 'false', label: textsOf('pme')('nao') },
];

export function EnderecosSection({ ro }: { ro: boolean }) {
  const t = textsOf('pme');
  const { control, trigger } = useFormContext<PmeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'enderecos' });
  return (
    <SectionCard
      title={t('enderecos')}
      action={
        !ro && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => append(novoEndereco())}>
            {t('adicionarEndereco')}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        {fields.map((item, i) => (
          <Accordion key={item.id} defaultExpanded variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{t('endereco', { n: i + 1 })}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={2}>
                <FormField
                  name={`enderecos.${i}.cep`}
                  label={t('cep')}
                  readOnly={ro}
                  mask={maskCep}
                />
                <FormField
                  name={`enderecos.${i}.logradouro`}
                  label={t('logradouro')}
                  readOnly={ro}
                  size={6}
                />
                <FormField
                  name={`enderecos.${i}.numero`}
                  label={t('numero')}
                  readOnly={ro}
                  size={2}
                />
                <FormField
                  name={`enderecos.${i}.complemento`}
                  label={t('complemento')}
                  readOnly={ro}
                />
                <FormField name={`enderecos.${i}.bairro`} label={t('bairro')} readOnly={ro} />
                <FormField name={`enderecos.${i}.municipio`} label={t('municipio')} readOnly={ro} />
                <FormField name={`enderecos.${i}.uf`} label={t('uf')} readOnly={ro} size={2} />
                <FormField
                  name={`enderecos.${i}.telefoneEmpresa`}
                  label={t('telefoneEmpresa')}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneFax`}
                  label={t('telefoneFax')}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneCelular`}
                  label={t('telefoneCelular')}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneCobranca`}
                  label={t('telefoneCobranca')}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.indEnderecoLocalizacao`}
                  label={t('indEnderecoLocalizacao')}
                  readOnly={ro}
                  options={sn()}
                  size={6}
                  onChosen={() => setTimeout(() => void trigger('enderecos'))}
                />
                <FormField
                  name={`enderecos.${i}.indEnderecoCorrespondencia`}
                  label={t('indEnderecoCorrespondencia')}
                  readOnly={ro}
                  options={sn()}
                  size={6}
                />
              </Grid>
            </AccordionDetails>
            {!ro && fields.length > 1 && (
              <AccordionActions>
                <Button
                  color="warning"
                  size="small"
                  startIcon={<DeleteIcon />}
                  onClick={() => remove(i)}
                >
                  {t('remover')}
                </Button>
              </AccordionActions>
            )}
          </Accordion>
        ))}
        <Grid container>
          <ListError name="enderecos" />
        </Grid>
      </Stack>
    </SectionCard>
  );
}

export function ContatosSection({ ro }: { ro: boolean }) {
  const t = textsOf('pme');
  const { control, trigger } = useFormContext<PmeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contatos' });
  return (
    <SectionCard
      title={t('contatos')}
      action={
        !ro && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => append(novoContato())}>
            {t('adicionarContato')}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        {fields.map((item, i) => (
          <Accordion key={item.id} defaultExpanded variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{t('contatoN', { n: i + 1 })}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={2}>
                <FormField name={`contatos.${i}.nome`} label={t('nome')} readOnly={ro} size={6} />
                <FormField name={`contatos.${i}.cargo`} label={t('cargo')} readOnly={ro} size={6} />
                <FormField name={`contatos.${i}.email`} label={t('email')} readOnly={ro} />
                <FormField
                  name={`contatos.${i}.telefone`}
                  label={t('telefone')}
                  readOnly={ro}
                  mask={maskPhone}
                />
                <FormField
                  name={`contatos.${i}.emailParaFaturamento`}
                  label={t('emailParaFaturamento')}
                  readOnly={ro}
                  options={yesNo()}
                  onChosen={() => setTimeout(() => void trigger('contatos'))}
                />
              </Grid>
            </AccordionDetails>
            {!ro && fields.length > 1 && (
              <AccordionActions>
                <Button
                  color="warning"
                  size="small"
                  startIcon={<DeleteIcon />}
                  onClick={() => remove(i)}
                >
                  {t('remover')}
                </Button>
              </AccordionActions>
            )}
          </Accordion>
        ))}
        <Grid container>
          <ListError name="contatos" />
        </Grid>
      </Stack>
    </SectionCard>
  );
}
