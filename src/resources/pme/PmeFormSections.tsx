import { Grid } from '@mui/material';
import {
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
import { textsOf } from '../../providers/i18nProvider';
import { opcoesClassificacaoTributaria } from './rotuloClassificacaoTributaria';

/** The PME form's company and legal representative sections. */

export function EmpresaSection({ ro, dados }: { ro: boolean; dados?: DadosPreenchimento }) {
  const tx = textsOf('pme');
  return (
    <SectionCard title={tx('empresa')}>
      <Grid container spacing={2}>
        <FormField name="cnpj" label={tx('cnpj')} readOnly={ro} mask={maskCnpj} />
        <FormField name="razaoSocial" label={tx('razaoSocial')} readOnly={ro} size={8} />
        <FormField name="nomeFantasia" label={tx('nomeFantasia')} readOnly={ro} size={6} />
        <FormField
          name="nomeFantasiaAbreviado"
          label={tx('nomeFantasiaAbreviado')}
          readOnly={ro}
          size={6}
        />
        <FormField name="codAtividadeEconomica" label={tx('codAtividadeEconomica')} readOnly={ro} />
        <FormField
          name="classificacaoTributaria"
          label={tx('classificacaoTributaria')}
          readOnly={ro}
          options={opcoesClassificacaoTributaria()}
        />
        <FormField
          name="codigoTipoSociedade"
          label={tx('codigoTipoSociedade')}
          readOnly={ro}
          options={(dados?.tiposSociedade ?? []).map((t) => ({ value: t.id, label: t.nome }))}
        />
        <FormField
          name="situacaoCadastral"
          label={tx('situacaoCadastral')}
          readOnly={ro}
          options={(dados?.situacoesCadastrais ?? []).map((t) => ({ value: t.id, label: t.nome }))}
        />
        <FormField name="inscricaoEstadual" label={tx('inscricaoEstadual')} readOnly={ro} />
        <FormField name="inscricaoMunicipal" label={tx('inscricaoMunicipal')} readOnly={ro} />
        <FormField name="dataFundacao" label={tx('dataFundacao')} readOnly={ro} mask={maskDateBR} />
        <FormField name="numeroCarteira" label={tx('numeroCarteira')} readOnly={ro} />
        <FormField
          name="vencimentoMensalidade"
          label={tx('vencimentoMensalidade')}
          readOnly={ro}
          options={VENCIMENTOS_MENSALIDADE.map((d) => ({ value: d, label: tx('dia', { d }) }))}
        />
      </Grid>
    </SectionCard>
  );
}

export function RepresentanteSection({ ro }: { ro: boolean }) {
  const tx = textsOf('pme');
  const p = 'representanteLegal';
  return (
    <SectionCard title={tx('representante')}>
      <Grid container spacing={2}>
        <FormField name={`${p}.cpf`} label={tx('cpf')} readOnly={ro} mask={maskCpf} />
        <FormField name={`${p}.nome`} label={tx('nome')} readOnly={ro} size={8} />
        <FormField name={`${p}.email`} label={tx('email')} readOnly={ro} />
        <FormField name={`${p}.telefone`} label={tx('telefone')} readOnly={ro} mask={maskPhone} />
        <FormField name={`${p}.cargo`} label={tx('cargo')} readOnly={ro} />
        <FormField
          name={`${p}.dataNascimento`}
          label={tx('dataNascimento')}
          readOnly={ro}
          mask={maskDateBR}
        />
        <FormField name={`${p}.enderecoCep`} label={tx('cep')} readOnly={ro} mask={maskCep} />
        <FormField name={`${p}.enderecoLogradouro`} label={tx('logradouro')} readOnly={ro} />
        <FormField name={`${p}.enderecoNumero`} label={tx('numero')} readOnly={ro} size={2} />
        <FormField name={`${p}.enderecoComplemento`} label={tx('complemento')} readOnly={ro} />
        <FormField name={`${p}.enderecoBairro`} label={tx('bairro')} readOnly={ro} />
        <FormField name={`${p}.enderecoMunicipio`} label={tx('municipio')} readOnly={ro} />
        <FormField name={`${p}.enderecoUf`} label={tx('uf')} readOnly={ro} size={2} />
      </Grid>
    </SectionCard>
  );
}
