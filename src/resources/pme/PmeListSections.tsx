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
import { TEXTOS } from './texts';

/**
 * The PME form's addresses and contacts: accordions with add and remove, 'Remover' only when
 * more than one is left (document 2, section 5). Choosing an indicator re-checks the whole
 * list, so 'at least one location address / billing e-mail' shows at once.
 */
const SN = [
  { value: 'S', label: TEXTOS.sim },
  { value: 'N', label: TEXTOS.nao },
];
const YES_NO = [
  { value: 'true', label: TEXTOS.sim },
  { value: 'false', label: TEXTOS.nao },
];

export function EnderecosSection({ ro }: { ro: boolean }) {
  const { control, trigger } = useFormContext<PmeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'enderecos' });
  return (
    <SectionCard
      title={TEXTOS.enderecos}
      action={
        !ro && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => append(novoEndereco())}>
            {TEXTOS.adicionarEndereco}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        {fields.map((item, i) => (
          <Accordion key={item.id} defaultExpanded variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{TEXTOS.endereco(i + 1)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={2}>
                <FormField
                  name={`enderecos.${i}.cep`}
                  label={TEXTOS.cep}
                  readOnly={ro}
                  mask={maskCep}
                />
                <FormField
                  name={`enderecos.${i}.logradouro`}
                  label={TEXTOS.logradouro}
                  readOnly={ro}
                  size={6}
                />
                <FormField
                  name={`enderecos.${i}.numero`}
                  label={TEXTOS.numero}
                  readOnly={ro}
                  size={2}
                />
                <FormField
                  name={`enderecos.${i}.complemento`}
                  label={TEXTOS.complemento}
                  readOnly={ro}
                />
                <FormField name={`enderecos.${i}.bairro`} label={TEXTOS.bairro} readOnly={ro} />
                <FormField
                  name={`enderecos.${i}.municipio`}
                  label={TEXTOS.municipio}
                  readOnly={ro}
                />
                <FormField name={`enderecos.${i}.uf`} label={TEXTOS.uf} readOnly={ro} size={2} />
                <FormField
                  name={`enderecos.${i}.telefoneEmpresa`}
                  label={TEXTOS.telefoneEmpresa}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneFax`}
                  label={TEXTOS.telefoneFax}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneCelular`}
                  label={TEXTOS.telefoneCelular}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.telefoneCobranca`}
                  label={TEXTOS.telefoneCobranca}
                  readOnly={ro}
                  mask={maskPhone}
                  size={3}
                />
                <FormField
                  name={`enderecos.${i}.indEnderecoLocalizacao`}
                  label={TEXTOS.indEnderecoLocalizacao}
                  readOnly={ro}
                  options={SN}
                  size={6}
                  onChosen={() => setTimeout(() => void trigger('enderecos'))}
                />
                <FormField
                  name={`enderecos.${i}.indEnderecoCorrespondencia`}
                  label={TEXTOS.indEnderecoCorrespondencia}
                  readOnly={ro}
                  options={SN}
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
                  {TEXTOS.remover}
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
  const { control, trigger } = useFormContext<PmeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'contatos' });
  return (
    <SectionCard
      title={TEXTOS.contatos}
      action={
        !ro && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => append(novoContato())}>
            {TEXTOS.adicionarContato}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        {fields.map((item, i) => (
          <Accordion key={item.id} defaultExpanded variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{TEXTOS.contatoN(i + 1)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Grid container spacing={2}>
                <FormField name={`contatos.${i}.nome`} label={TEXTOS.nome} readOnly={ro} size={6} />
                <FormField
                  name={`contatos.${i}.cargo`}
                  label={TEXTOS.cargo}
                  readOnly={ro}
                  size={6}
                />
                <FormField name={`contatos.${i}.email`} label={TEXTOS.email} readOnly={ro} />
                <FormField
                  name={`contatos.${i}.telefone`}
                  label={TEXTOS.telefone}
                  readOnly={ro}
                  mask={maskPhone}
                />
                <FormField
                  name={`contatos.${i}.emailParaFaturamento`}
                  label={TEXTOS.emailParaFaturamento}
                  readOnly={ro}
                  options={YES_NO}
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
                  {TEXTOS.remover}
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
