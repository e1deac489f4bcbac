import { Grid } from '@mui/material';
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
import { FormField } from './PmeFields';
import type { DadosPreenchimento } from '../../providers/pmeDataProvider';
import { TEXTOS } from './texts';

/** The PME form's company and legal representative sections. */

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
