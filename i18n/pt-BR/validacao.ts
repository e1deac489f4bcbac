/**
 * Validation messages, copied to the letter from the spec (accents exactly as it writes them:
 * the login screen's messages have none, the PME form's have them). The shared domain's
 * validators, the yup schemas and the server's ajv error messages all read this namespace (as
 * MESSAGES, src/domain/messages.ts), so one text never has two spellings. They speak pt-BR on
 * both sides; the browser shows them in the chosen language (src/providers/i18nProvider.ts).
 */
export const validacao = {
  // PME and general forms (document 2, section 5)
  required: 'Campo obrigatório',
  cnpjLength: 'CNPJ deve possuir 14 dígitos',
  cnpjInvalid: 'CNPJ Inválido',
  cpfLength: 'CPF deve possuir 11 dígitos',
  cpfInvalid: 'CPF Inválido',
  emailInvalid: 'E-mail inválido',
  emailRequired: 'E-mail obrigatório.',
  phoneInvalid: 'Telefone inválido',
  cepInvalid: 'CEP inválido',
  maxLength: 'Excedeu o limite de caracteres',
  onlyNumbers: 'Somente números',
  positive: 'Valor deve ser maior que zero',
  dateInvalid: 'Preencha corretamente a data',
  telefoneEmpresaInvalid: 'Telefone empresa inválido',
  telefoneFaxInvalid: 'Telefone fax inválido',
  telefoneCelularInvalid: 'Telefone celular inválido',
  telefoneCobrancaInvalid: 'Telefone cobrança inválido',
  enderecoLocalizacao: 'Ao menos um endereço deve ser marcado como localização',
  contatoFaturamento: 'Ao menos um email deve ser marcado como faturamento',
  // Creating a PME proposal (not in the spec; docs/decisions/0117-creating-pme-proposals.md)
  beneficiarioObrigatorio: 'Selecione ao menos um beneficiário titular.',

  // ERP complement (document 2, section 5)
  grupoCarenciaRequired: 'Grupo de carência é um campo obrigatório',
  tipoVendaRequired: 'Tipo venda é um campo obrigatório',
  motivoNaoComissionarMin: 'Um motivo deve ser informado',
  motivoNaoComissionarRequired: 'Motivo para não comissionar é um campo obrigatório',

  // Login (document 1, section 5): the spec writes these without accents
  loginRequired: 'Campo obrigatório',
  loginInvalid: 'Dados inválidos',
  passwordShort: 'Senha muito curta. Mínimo 8 dígitos',

  // List filter dates (document 1, section 5); the first two are followed by the filter label
  filterStartMissing: 'Informe a data inicial do ',
  filterEndMissing: 'Informe a data final do ',
  filterStartInvalid: 'Data inicial inválida.',
  filterEndInvalid: 'Data final inválida.',
  filterStartAfterEnd: 'Data inicial não pode ser superior à data final.',

  // Report periods (document 2, section 5)
  reportPeriodMissing: 'Preencha ao menos um período',
  reportEndNotAfterStart: 'A data fim deve ser maior que a data início.',
  reportPeriodTooLong: 'O período não pode ser maior que 1 ano.',

  // Not worded by the spec (it gives the rule only): product texts, kept here with the others
  nameInvalid: 'Informe somente letras, espaços, apóstrofo e hífen',
  alphanumericInvalid: 'Informe somente letras, números e espaços',
  numericId15Invalid: 'Informe os 15 dígitos',
  pendencyResolutionMin: 'Informe ao menos 8 caracteres',
} as const;
