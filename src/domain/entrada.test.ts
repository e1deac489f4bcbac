import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  dependenteSchema,
  enderecoSchema,
  ENTRADA_TEXTOS,
  entradaSchema,
  PASSOS_ENTRADA,
  passosDe,
  portabilidadeSchema,
  titularSchema,
  vendaSchema,
} from './entrada';
import { TIPO_PROPOSTA } from './kinds';
import { MESSAGES } from './messages';

const titular = {
  cpf: '529.982.247-25',
  nome: 'Maria das Graças',
  nomeSocial: '',
  dataNascimento: '14/03/1958',
  nomeMae: "Josefa D'Ávila",
  cartaoNacionalSaude: '',
  estadoCivilId: 2,
  sexoId: 2,
  email: 'maria@exemplo.com.br',
  celular: '(27) 99876-5432',
  telefone: '',
};

/** The message of each failing field, by path. */
async function errors(
  schema: { validate(v: unknown, o: object): Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('the entry form steps', () => {
  it('accepts a complete holder and names each broken field with the spec message', async () => {
    expect(await errors(titularSchema, titular)).toEqual({});
    expect(
      await errors(titularSchema, {
        ...titular,
        cpf: '111.111.111-11',
        nome: 'Maria 2',
        dataNascimento: '31/02/1958',
        cartaoNacionalSaude: '000000000000000',
        email: 'maria@',
        celular: '(27) 3222-1234',
        estadoCivilId: '',
      }),
    ).toEqual({
      cpf: MESSAGES.cpfInvalid,
      nome: MESSAGES.nameInvalid,
      dataNascimento: MESSAGES.dateInvalid,
      cartaoNacionalSaude: MESSAGES.numericId15Invalid,
      email: MESSAGES.emailInvalid,
      celular: MESSAGES.telefoneCelularInvalid,
      estadoCivilId: MESSAGES.required,
    });
  });

  it('refuses a birth date in the future and requires a mobile phone for the links', async () => {
    expect(
      await errors(titularSchema, { ...titular, dataNascimento: '01/01/2999', celular: '' }),
    ).toEqual({
      dataNascimento: ENTRADA_TEXTOS.dataFutura,
      celular: ENTRADA_TEXTOS.celularObrigatorio,
    });
  });

  it('checks the address, the dependent kinship and the sale', async () => {
    expect(await errors(enderecoSchema, { cep: '2905', uf: 'XX' })).toMatchObject({
      cep: MESSAGES.cepInvalid,
      logradouro: MESSAGES.required,
      uf: MESSAGES.required,
    });
    expect(await errors(dependenteSchema, { ...titular, grauParentescoId: 99 })).toEqual({
      grauParentescoId: MESSAGES.required,
    });
    expect(
      await errors(vendaSchema, {
        codigoUnidade: 7,
        planoSaudeId: '',
        corretorId: 3,
        diaVencimento: 15,
      }),
    ).toEqual({
      codigoUnidade: MESSAGES.required,
      planoSaudeId: MESSAGES.required,
      diaVencimento: MESSAGES.required,
    });
  });

  it('asks the waiting-period carry-over only of portability', async () => {
    expect(
      await errors(portabilidadeSchema, {
        operadoraOrigem: 'Outra',
        tempoPermanenciaMeses: 601,
        dataAproveitamentoCarencia: '01/01/2999',
      }),
    ).toEqual({
      tempoPermanenciaMeses: ENTRADA_TEXTOS.permanenciaInvalida,
      dataAproveitamentoCarencia: ENTRADA_TEXTOS.dataAproveitamentoFutura,
    });
    expect(passosDe(TIPO_PROPOSTA.Portabilidade).map((p) => p.key)).toContain('portabilidade');
    expect(passosDe(TIPO_PROPOSTA.Retencao).map((p) => p.key)).not.toContain('portabilidade');
  });

  it("names the steps with the catalogue's pt-BR words, the ones the wizard shows", () => {
    expect(PASSOS_ENTRADA.map((p) => p.label)).toEqual([
      'Titular',
      'Endereço',
      'Dependentes',
      'Plano e venda',
      'Carências',
      'Revisão',
    ]);
  });

  it('refuses the same CPF twice in one proposal', async () => {
    const form = {
      tipo: TIPO_PROPOSTA.Comum,
      titular,
      endereco: {
        cep: '29050-545',
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Centro',
        cidade: 'Vitória',
        uf: 'ES',
      },
      dependentes: [{ ...titular, cpf: '52998224725', grauParentescoId: 3 }],
      venda: { codigoUnidade: 1, planoSaudeId: 1, corretorId: 1, diaVencimento: 10 },
    };
    expect(await errors(entradaSchema(TIPO_PROPOSTA.Comum), form)).toEqual({
      'dependentes[0].cpf': ENTRADA_TEXTOS.cpfRepetido,
    });
  });
});
