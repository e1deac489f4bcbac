import { array, boolean, mixed, number, object, string } from 'yup';
import { MESSAGES } from './messages';
import {
  INDICADOR_SN,
  PME_LIMITS as L,
  TIPO_VENDA_COMISSAO_FIXA,
  VENCIMENTOS_MENSALIDADE,
} from './pme';
import {
  cepField,
  cnpjField,
  cpfField,
  dateBRField,
  emailField,
  limitedText,
  mobileField,
  onlyNumbersField,
  phoneField,
} from './schemas';

/**
 * The PME proposal form and the ERP complement form (document 2, section 5) as yup schemas,
 * assembled from the shared fields and the PME_LIMITS. The form validates on blur; these
 * schemas say what is valid, not when to check.
 */
const required = MESSAGES.required;

/** A number that may arrive as text from an input or a select: '' counts as missing. */
const numberField = () =>
  number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(MESSAGES.onlyNumbers);

const requiredChoice = () => numberField().required(required);

const indicadorSN = () =>
  mixed<'S' | 'N'>()
    .oneOf([...INDICADOR_SN], required)
    .required(required);

export const pmeRepresentanteSchema = object({
  cpf: cpfField().required(required),
  nome: limitedText(L.representanteNome),
  email: emailField(L.email),
  telefone: phoneField(),
  cargo: limitedText(L.cargo),
  dataNascimento: dateBRField(),
  enderecoCep: cepField(),
  enderecoLogradouro: limitedText(L.logradouro),
  enderecoNumero: limitedText(L.numero),
  enderecoBairro: limitedText(L.bairro),
  enderecoMunicipio: limitedText(L.municipio),
  enderecoUf: limitedText(L.uf),
  enderecoComplemento: limitedText(L.complemento),
});

export const pmeEnderecoSchema = object({
  cep: cepField(),
  logradouro: limitedText(L.logradouro),
  numero: limitedText(L.numero),
  complemento: limitedText(L.complemento),
  bairro: limitedText(L.bairro),
  municipio: limitedText(L.municipio),
  uf: limitedText(L.uf),
  telefoneEmpresa: phoneField(MESSAGES.telefoneEmpresaInvalid),
  telefoneFax: phoneField(MESSAGES.telefoneFaxInvalid),
  telefoneCelular: mobileField(MESSAGES.telefoneCelularInvalid),
  telefoneCobranca: phoneField(MESSAGES.telefoneCobrancaInvalid),
  indEnderecoLocalizacao: indicadorSN(),
  indEnderecoCorrespondencia: indicadorSN(),
});

export const pmeContatoSchema = object({
  nome: limitedText(L.contatoNome).required(required),
  cargo: limitedText(L.cargo).required(required),
  email: emailField(L.email),
  telefone: phoneField(),
  emailParaFaturamento: boolean().required(required),
});

export const pmePropostaSchema = object({
  cnpj: cnpjField().required(required),
  codAtividadeEconomica: numberField().min(0, MESSAGES.positive),
  razaoSocial: limitedText(L.razaoSocial),
  nomeFantasia: limitedText(L.nomeFantasia),
  nomeFantasiaAbreviado: limitedText(L.nomeFantasiaAbreviado),
  inscricaoEstadual: limitedText(L.inscricaoEstadual),
  inscricaoMunicipal: limitedText(L.inscricaoMunicipal),
  classificacaoTributaria: requiredChoice(),
  codigoTipoSociedade: requiredChoice(),
  situacaoCadastral: requiredChoice(),
  dataFundacao: dateBRField(),
  numeroCarteira: onlyNumbersField(),
  vencimentoMensalidade: requiredChoice().oneOf([...VENCIMENTOS_MENSALIDADE], required),
  representanteLegal: pmeRepresentanteSchema,
  enderecos: array(pmeEnderecoSchema)
    .required(required)
    .test('localizacao', MESSAGES.enderecoLocalizacao, (enderecos) =>
      enderecos.some((e) => e.indEnderecoLocalizacao === 'S'),
    ),
  contatos: array(pmeContatoSchema)
    .required(required)
    .test('faturamento', MESSAGES.contatoFaturamento, (contatos) =>
      contatos.some((c) => c.emailParaFaturamento === true),
    ),
});

/**
 * A new PME proposal: the form above, the unit whose contract model it uses and the holders'
 * individual proposals that become its beneficiaries (their dependents follow them).
 */
export const pmeNovaPropostaSchema = pmePropostaSchema.shape({
  // A new company has a name, and its representative a name and the e-mail the contract's
  // signing link goes to (the edit form inherits whatever the proposal came with).
  razaoSocial: limitedText(L.razaoSocial).required(required),
  nomeFantasia: limitedText(L.nomeFantasia).required(required),
  representanteLegal: pmeRepresentanteSchema.shape({
    nome: limitedText(L.representanteNome).required(required),
    email: emailField(L.email).required(required),
  }),
  codigoUnidade: requiredChoice(),
  beneficiarios: array(number().integer().required())
    .required(MESSAGES.beneficiarioObrigatorio)
    .min(1, MESSAGES.beneficiarioObrigatorio)
    .max(200),
});

/**
 * ERP complement: the reason not to commission matters only when the proposal is not
 * commissioned, and must then be more than 1 (1 is "Não informado").
 */
export const erpComplementSchema = object({
  codigoGrupoCarencia: string().required(MESSAGES.grupoCarenciaRequired),
  tipoVenda: number().typeError(MESSAGES.tipoVendaRequired).required(MESSAGES.tipoVendaRequired),
  codigoTipoCobranca: number().typeError(required).required(required),
  indComissionarProposta: boolean().required(required),
  indReteveAtoVenda: boolean().required(required),
  codMotivoNaoComissionar: number()
    .typeError(MESSAGES.motivoNaoComissionarRequired)
    .when('indComissionarProposta', {
      is: false,
      then: (field) =>
        field
          .required(MESSAGES.motivoNaoComissionarRequired)
          .moreThan(1, MESSAGES.motivoNaoComissionarMin),
    }),
});

/** Sale type 1 fixes the commission: the form disables the choice (document 2, section 2.4). */
export function isCommissionChoiceDisabled(tipoVenda: number | null | undefined): boolean {
  return tipoVenda === TIPO_VENDA_COMISSAO_FIXA;
}

/** The campaign choice is disabled when there is one campaign or none. */
export function isCampaignChoiceDisabled(
  campanhas: readonly unknown[] | null | undefined,
): boolean {
  return (campanhas?.length ?? 0) <= 1;
}

/** Choosing a sale type sets the commission from that type's indicator. */
export function applySaleTypeChoice<
  T extends { tipoVenda: number; indComissionarProposta: boolean },
>(values: T, tipoVenda: { codigoTipoVenda: number; indComissionado: boolean }): T {
  return {
    ...values,
    tipoVenda: tipoVenda.codigoTipoVenda,
    indComissionarProposta: tipoVenda.indComissionado,
  };
}

/** Choosing a campaign clears the care-period group and takes the campaign's billing type. */
export function applyCampaignChoice<
  T extends { codigoGrupoCarencia: string; codigoTipoCobranca: number },
>(values: T, campanha: { codigoTipoCobranca: number }): T {
  return { ...values, codigoGrupoCarencia: '', codigoTipoCobranca: campanha.codigoTipoCobranca };
}
