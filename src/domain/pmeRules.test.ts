import { describe, expect, it } from 'vitest';
import { pmePropostaSchema } from './pmeSchemas';

/**
 * Every field rule of the PME form (document 2, section 5), one row each: the path, a bad
 * value and the message the form shows under that field.
 */
const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  municipio: 'São Paulo',
  uf: 'SP',
  telefoneEmpresa: '',
  telefoneFax: '',
  telefoneCelular: '',
  telefoneCobranca: '',
  indEnderecoLocalizacao: 'S',
  indEnderecoCorrespondencia: 'S',
};
const contato = { nome: 'Ana', cargo: 'RH', email: '', telefone: '', emailParaFaturamento: true };
const valid = {
  cnpj: '11.222.333/0001-81',
  codAtividadeEconomica: '6201',
  razaoSocial: 'Empresa Exemplo LTDA',
  nomeFantasia: 'Exemplo',
  nomeFantasiaAbreviado: 'Exemplo',
  inscricaoEstadual: '',
  inscricaoMunicipal: '',
  classificacaoTributaria: 1,
  codigoTipoSociedade: 2,
  situacaoCadastral: 1,
  dataFundacao: '10/05/2010',
  numeroCarteira: '',
  vencimentoMensalidade: 20,
  representanteLegal: {
    cpf: '529.982.247-25',
    nome: 'Carlos',
    email: 'carlos@empresa.com.br',
    telefone: '(11) 98765-4321',
    cargo: 'Sócio',
    dataNascimento: '20/08/1975',
    enderecoCep: '01310-100',
    enderecoLogradouro: 'Avenida Paulista',
    enderecoNumero: '10',
    enderecoBairro: 'Bela Vista',
    enderecoMunicipio: 'São Paulo',
    enderecoUf: 'SP',
    enderecoComplemento: '',
  },
  enderecos: [endereco],
  contatos: [contato],
};

function set(path: string, value: unknown) {
  const copy = structuredClone(valid) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

async function errorAt(value: unknown, path: string): Promise<string | undefined> {
  try {
    await pmePropostaSchema.validateAt(path, value);
    return undefined;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
}

const LIMIT = 'Excedeu o limite de caracteres';
const RULES: [path: string, bad: unknown, message: string][] = [
  ['cnpj', '', 'Campo obrigatório'],
  ['cnpj', '11.222.333/0001', 'CNPJ deve possuir 14 dígitos'],
  ['cnpj', '11.111.111/1111-11', 'CNPJ Inválido'],
  ['codAtividadeEconomica', '12x', 'Somente números'],
  ['codAtividadeEconomica', -5, 'Valor deve ser maior que zero'],
  ['razaoSocial', 'x'.repeat(151), LIMIT],
  ['nomeFantasia', 'x'.repeat(151), LIMIT],
  ['nomeFantasiaAbreviado', 'x'.repeat(51), LIMIT],
  ['inscricaoEstadual', '1'.repeat(21), LIMIT],
  ['inscricaoMunicipal', '1'.repeat(21), LIMIT],
  ['classificacaoTributaria', '', 'Campo obrigatório'],
  ['codigoTipoSociedade', '', 'Campo obrigatório'],
  ['situacaoCadastral', '', 'Campo obrigatório'],
  ['dataFundacao', '10/13/2010', 'Preencha corretamente a data'],
  ['numeroCarteira', '12-3', 'Somente números'],
  ['vencimentoMensalidade', '', 'Campo obrigatório'],
  ['vencimentoMensalidade', 'dez', 'Somente números'],
  ['representanteLegal.cpf', '529.982.247', 'CPF deve possuir 11 dígitos'],
  ['representanteLegal.cpf', '111.111.111-11', 'CPF Inválido'],
  ['representanteLegal.nome', 'x'.repeat(101), LIMIT],
  ['representanteLegal.email', `${'x'.repeat(75)}@a.com.br`, LIMIT],
  ['representanteLegal.email', 'carlos@', 'E-mail inválido'],
  ['representanteLegal.telefone', '(11) 1234', 'Telefone inválido'],
  ['representanteLegal.cargo', 'x'.repeat(31), LIMIT],
  ['representanteLegal.dataNascimento', '32/01/1980', 'Preencha corretamente a data'],
  ['representanteLegal.enderecoCep', '0131', 'CEP inválido'],
  ['representanteLegal.enderecoLogradouro', 'x'.repeat(151), LIMIT],
  ['representanteLegal.enderecoNumero', '1'.repeat(11), LIMIT],
  ['representanteLegal.enderecoBairro', 'x'.repeat(81), LIMIT],
  ['representanteLegal.enderecoMunicipio', 'x'.repeat(81), LIMIT],
  ['representanteLegal.enderecoUf', 'SPX', LIMIT],
  ['representanteLegal.enderecoComplemento', 'x'.repeat(81), LIMIT],
  ['enderecos.0.cep', '123', 'CEP inválido'],
  ['enderecos.0.logradouro', 'x'.repeat(151), LIMIT],
  ['enderecos.0.numero', '1'.repeat(11), LIMIT],
  ['enderecos.0.bairro', 'x'.repeat(81), LIMIT],
  ['enderecos.0.municipio', 'x'.repeat(81), LIMIT],
  ['enderecos.0.uf', 'SPX', LIMIT],
  ['enderecos.0.complemento', 'x'.repeat(81), LIMIT],
  ['enderecos.0.telefoneEmpresa', '123', 'Telefone empresa inválido'],
  ['enderecos.0.telefoneFax', '123', 'Telefone fax inválido'],
  ['enderecos.0.telefoneCelular', '(11) 3333-4444', 'Telefone celular inválido'],
  ['enderecos.0.telefoneCobranca', '123', 'Telefone cobrança inválido'],
  ['enderecos.0.indEnderecoLocalizacao', '', 'Campo obrigatório'],
  ['enderecos.0.indEnderecoCorrespondencia', 'X', 'Campo obrigatório'],
  ['contatos.0.nome', '', 'Campo obrigatório'],
  ['contatos.0.nome', 'x'.repeat(101), LIMIT],
  ['contatos.0.cargo', '', 'Campo obrigatório'],
  ['contatos.0.cargo', 'x'.repeat(31), LIMIT],
  ['contatos.0.email', 'ana@', 'E-mail inválido'],
  ['contatos.0.email', `${'x'.repeat(75)}@a.com.br`, LIMIT],
  ['contatos.0.telefone', '(11) 1', 'Telefone inválido'],
  ['contatos.0.emailParaFaturamento', null, 'Campo obrigatório'],
];

describe('PME form rules, field by field', () => {
  it('accepts the valid company at every path', async () => {
    for (const [path] of RULES) expect(await errorAt(valid, path), path).toBeUndefined();
  });

  it.each(RULES)('%s = %j shows "%s"', async (path, bad, message) => {
    expect(await errorAt(set(path, bad), path)).toBe(message);
  });

  it('leaves the optional fields optional', async () => {
    for (const path of [
      'numeroCarteira',
      'codAtividadeEconomica',
      'representanteLegal.enderecoComplemento',
      'enderecos.0.telefoneEmpresa',
      'enderecos.0.telefoneCelular',
      'contatos.0.email',
      'contatos.0.telefone',
    ]) {
      expect(await errorAt(set(path, ''), path), path).toBeUndefined();
    }
  });

  it('accepts the three due days only', async () => {
    for (const day of [10, 20, 30]) {
      expect(await errorAt(set('vencimentoMensalidade', day), 'vencimentoMensalidade')).toBe(
        undefined,
      );
    }
    expect(await errorAt(set('vencimentoMensalidade', 15), 'vencimentoMensalidade')).toBe(
      'Campo obrigatório',
    );
  });
});
