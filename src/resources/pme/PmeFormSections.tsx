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
import {
  CLASSIFICACOES_TRIBUTARIAS,
  maskCep,
  maskCnpj,
  maskCpf,
  maskDateBR,
  maskPhone,
  VENCIMENTOS_MENSALIDADE,
} from '../../domain';
import { SectionCard } from '../propostas/show/SectionCard';
import { FormField, ListError } from './PmeFields';
import type { DadosPreenchimento } from './pmeApi';
import { novoContato, novoEndereco, type PmeFormValues } from './pmeForm';
import { TEXTOS } from './texts';

const SN = [
  { value: 'S', label: TEXTOS.sim },
  { value: 'N', label: TEXTOS.nao },
];
const YES_NO = [
  { value: 'true', label: TEXTOS.sim },
  { value: 'false', label: TEXTOS.nao },
];

export function EmpresaSection({ ro, dados }: { ro: boolean; dados?: DadosPreenchimento }) {
  return (
    <SectionCard title={TEXTOS.empresa}>
      <Grid container spacing={2}>
        <FormField name="cnpj" label={TEXTOS.cnpj} readOnly={ro} mask={maskCnpj} />
        <FormField name="razaoSocial" label={TEXTOS.razaoSocial} readOnly={ro} size={8} />
        <FormField name="nomeFantasia" label={TEXTOS.nomeFantasia} readOnly={ro} size={6} />
        <FormField
          name="nomeFantasiaAbreviado"
          label={TEXTOS.nomeFantasiaAbreviado}
          readOnly={ro}
          size={6}
        />
        <FormField
          name="codAtividadeEconomica"
          label={TEXTOS.codAtividadeEconomica}
          readOnly={ro}
        />
        <FormField
          name="classificacaoTributaria"
          label={TEXTOS.classificacaoTributaria}
          readOnly={ro}
          options={CLASSIFICACOES_TRIBUTARIAS.map((c) => ({ value: c.id, label: c.label }))}
        />
        <FormField
          name="codigoTipoSociedade"
          label={TEXTOS.codigoTipoSociedade}
          readOnly={ro}
          options={(dados?.tiposSociedade ?? []).map((t) => ({ value: t.id, label: t.nome }))}
        />
        <FormField
          name="situacaoCadastral"
          label={TEXTOS.situacaoCadastral}
          readOnly={ro}
          options={(dados?.situacoesCadastrais ?? []).map((t) => ({ value: t.id, label: t.nome }))}
        />
        <FormField name="inscricaoEstadual" label={TEXTOS.inscricaoEstadual} readOnly={ro} />
        <FormField name="inscricaoMunicipal" label={TEXTOS.inscricaoMunicipal} readOnly={ro} />
        <FormField
          name="dataFundacao"
          label={TEXTOS.dataFundacao}
          readOnly={ro}
          mask={maskDateBR}
        />
        <FormField name="numeroCarteira" label={TEXTOS.numeroCarteira} readOnly={ro} />
        <FormField
          name="vencimentoMensalidade"
          label={TEXTOS.vencimentoMensalidade}
          readOnly={ro}
          options={VENCIMENTOS_MENSALIDADE.map((d) => ({ value: d, label: TEXTOS.dia(d) }))}
        />
      </Grid>
    </SectionCard>
  );
}

export function RepresentanteSection({ ro }: { ro: boolean }) {
  const p = 'representanteLegal';
  return (
    <SectionCard title={TEXTOS.representante}>
      <Grid container spacing={2}>
        <FormField name={`${p}.cpf`} label={TEXTOS.cpf} readOnly={ro} mask={maskCpf} />
        <FormField name={`${p}.nome`} label={TEXTOS.nome} readOnly={ro} size={8} />
        <FormField name={`${p}.email`} label={TEXTOS.email} readOnly={ro} />
        <FormField name={`${p}.telefone`} label={TEXTOS.telefone} readOnly={ro} mask={maskPhone} />
        <FormField name={`${p}.cargo`} label={TEXTOS.cargo} readOnly={ro} />
        <FormField
          name={`${p}.dataNascimento`}
          label={TEXTOS.dataNascimento}
          readOnly={ro}
          mask={maskDateBR}
        />
        <FormField name={`${p}.enderecoCep`} label={TEXTOS.cep} readOnly={ro} mask={maskCep} />
        <FormField name={`${p}.enderecoLogradouro`} label={TEXTOS.logradouro} readOnly={ro} />
        <FormField name={`${p}.enderecoNumero`} label={TEXTOS.numero} readOnly={ro} size={2} />
        <FormField name={`${p}.enderecoComplemento`} label={TEXTOS.complemento} readOnly={ro} />
        <FormField name={`${p}.enderecoBairro`} label={TEXTOS.bairro} readOnly={ro} />
        <FormField name={`${p}.enderecoMunicipio`} label={TEXTOS.municipio} readOnly={ro} />
        <FormField name={`${p}.enderecoUf`} label={TEXTOS.uf} readOnly={ro} size={2} />
      </Grid>
    </SectionCard>
  );
}

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
