import { maskCep, maskCnpj, maskCpf, maskPhone } from '../../domain';
import type { PropostaPme } from '../../providers/pmeDataProvider';

/**
 * The PME form's values: text as typed (masked), choices as their ids, booleans of the contact
 * as 'true'/'false' (a select). `toForm` reads the API's proposal, `toBody` writes the body of
 * POST api/propostaPme/alterar.
 */
const txt = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const phone = (value: string | null | undefined) => (value ? maskPhone(value) : '');

export function novoEndereco() {
  return {
    cep: '',
    logradouro: '',
    numero: '',
    complemento: '',
    bairro: '',
    municipio: '',
    uf: '',
    telefoneEmpresa: '',
    telefoneFax: '',
    telefoneCelular: '',
    telefoneCobranca: '',
    indEnderecoLocalizacao: 'N',
    indEnderecoCorrespondencia: 'N',
  };
}

export function novoContato() {
  return { nome: '', cargo: '', email: '', telefone: '', emailParaFaturamento: 'false' };
}

export function toForm(p: PropostaPme) {
  const r = p.representanteLegal;
  return {
    cnpj: maskCnpj(p.cnpj),
    codAtividadeEconomica: txt(p.codAtividadeEconomica),
    razaoSocial: p.razaoSocial,
    nomeFantasia: p.nomeFantasia,
    nomeFantasiaAbreviado: p.nomeFantasiaAbreviado,
    inscricaoEstadual: txt(p.inscricaoEstadual),
    inscricaoMunicipal: txt(p.inscricaoMunicipal),
    classificacaoTributaria: txt(p.classificacaoTributaria),
    codigoTipoSociedade: txt(p.codigoTipoSociedade),
    situacaoCadastral: txt(p.situacaoCadastral),
    dataFundacao: txt(p.dataFundacao),
    numeroCarteira: txt(p.numeroCarteira),
    vencimentoMensalidade: txt(p.vencimentoMensalidade),
    representanteLegal: {
      cpf: maskCpf(r.cpf),
      nome: r.nome,
      email: r.email,
      telefone: phone(r.telefone),
      cargo: r.cargo,
      dataNascimento: r.dataNascimento,
      enderecoCep: maskCep(r.enderecoCep),
      enderecoLogradouro: r.enderecoLogradouro,
      enderecoNumero: r.enderecoNumero,
      enderecoBairro: r.enderecoBairro,
      enderecoMunicipio: r.enderecoMunicipio,
      enderecoUf: r.enderecoUf,
      enderecoComplemento: txt(r.enderecoComplemento),
    },
    enderecos: p.enderecos.map((e) => ({
      cep: maskCep(e.cep),
      logradouro: e.logradouro,
      numero: e.numero,
      complemento: txt(e.complemento),
      bairro: e.bairro,
      municipio: e.municipio,
      uf: e.uf,
      telefoneEmpresa: phone(e.telefoneEmpresa),
      telefoneFax: phone(e.telefoneFax),
      telefoneCelular: phone(e.telefoneCelular),
      telefoneCobranca: phone(e.telefoneCobranca),
      indEnderecoLocalizacao: e.indEnderecoLocalizacao as string,
      indEnderecoCorrespondencia: e.indEnderecoCorrespondencia as string,
    })),
    contatos: p.contatos.map((c) => ({
      nome: c.nome,
      cargo: c.cargo,
      email: txt(c.email),
      telefone: phone(c.telefone),
      emailParaFaturamento: String(c.emailParaFaturamento),
    })),
  };
}

export type PmeFormValues = ReturnType<typeof toForm>;

export function toBody(id: number, versao: number, values: PmeFormValues) {
  return { id, versao, ...camposDoCorpo(values) };
}

/** The form's values as the API reads them (choices as numbers, the billing flag a boolean). */
export function camposDoCorpo(values: PmeFormValues) {
  return {
    ...values,
    codAtividadeEconomica:
      values.codAtividadeEconomica === '' ? null : values.codAtividadeEconomica,
    classificacaoTributaria: Number(values.classificacaoTributaria),
    codigoTipoSociedade: Number(values.codigoTipoSociedade),
    situacaoCadastral: Number(values.situacaoCadastral),
    vencimentoMensalidade: Number(values.vencimentoMensalidade),
    contatos: values.contatos.map((c) => ({
      ...c,
      // The resolver hands over yup's cast values: the select's 'true' may already be true.
      emailParaFaturamento: String(c.emailParaFaturamento) === 'true',
    })),
  };
}

/** A new proposal's form: the same fields, the unit and the chosen holders' ids. */
export type NovaPmeFormValues = PmeFormValues & { codigoUnidade: string; beneficiarios: number[] };

export function novoFormulario(): NovaPmeFormValues {
  const vazio = (campos: readonly string[]) =>
    Object.fromEntries(campos.map((c) => [c, ''])) as Record<string, string>;
  return {
    ...(vazio([
      'cnpj',
      'codAtividadeEconomica',
      'razaoSocial',
      'nomeFantasia',
      'nomeFantasiaAbreviado',
      'inscricaoEstadual',
      'inscricaoMunicipal',
      'classificacaoTributaria',
      'codigoTipoSociedade',
      'situacaoCadastral',
      'dataFundacao',
      'numeroCarteira',
      'vencimentoMensalidade',
    ]) as Omit<PmeFormValues, 'representanteLegal' | 'enderecos' | 'contatos'>),
    representanteLegal: vazio([
      'cpf',
      'nome',
      'email',
      'telefone',
      'cargo',
      'dataNascimento',
      'enderecoCep',
      'enderecoLogradouro',
      'enderecoNumero',
      'enderecoBairro',
      'enderecoMunicipio',
      'enderecoUf',
      'enderecoComplemento',
    ]) as PmeFormValues['representanteLegal'],
    // The first address is the location and the first contact receives the bills, as most
    // small companies have one of each; the manager may change both.
    enderecos: [
      { ...novoEndereco(), indEnderecoLocalizacao: 'S', indEnderecoCorrespondencia: 'S' },
    ],
    contatos: [{ ...novoContato(), emailParaFaturamento: 'true' }],
    codigoUnidade: '',
    beneficiarios: [],
  };
}
