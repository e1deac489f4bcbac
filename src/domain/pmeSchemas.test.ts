import { erpComplementInitialValues } from './pme';
import {
  applyCampaignChoice,
  applySaleTypeChoice,
  erpComplementSchema,
  isCampaignChoiceDisabled,
  isCommissionChoiceDisabled,
  pmePropostaSchema,
} from './pmeSchemas';

async function errorsOf(
  schema: { validate(v: unknown, o: object): Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  municipio: 'São Paulo',
  uf: 'SP',
  telefoneEmpresa: '(11) 3333-4444',
  indEnderecoLocalizacao: 'S',
  indEnderecoCorrespondencia: 'N',
};
const contato = {
  nome: 'Ana',
  cargo: 'RH',
  email: 'ana@empresa.com.br',
  emailParaFaturamento: true,
};
const valid = {
  cnpj: '11.222.333/0001-81',
  codAtividadeEconomica: '6201',
  razaoSocial: 'Empresa Exemplo LTDA',
  classificacaoTributaria: 1,
  codigoTipoSociedade: '2',
  situacaoCadastral: 1,
  dataFundacao: '10/05/2010',
  numeroCarteira: '123',
  vencimentoMensalidade: 10,
  representanteLegal: { cpf: '529.982.247-25', nome: 'Carlos', email: 'carlos@empresa.com.br' },
  enderecos: [endereco],
  contatos: [contato],
};

describe('pmePropostaSchema', () => {
  it('accepts a complete company', async () => {
    expect(await errorsOf(pmePropostaSchema, valid)).toEqual([]);
    expect(await errorsOf(pmePropostaSchema, { ...valid, codAtividadeEconomica: '' })).toEqual([]);
  });

  it('reports the spec messages for company fields', async () => {
    const errors = await errorsOf(pmePropostaSchema, {
      ...valid,
      cnpj: '11.222.333/0001-82',
      codAtividadeEconomica: 'abc',
      razaoSocial: 'x'.repeat(151),
      classificacaoTributaria: '',
      dataFundacao: '31/02/2010',
      numeroCarteira: '12a',
      vencimentoMensalidade: 15,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'CNPJ Inválido',
        'Somente números',
        'Excedeu o limite de caracteres',
        'Campo obrigatório',
        'Preencha corretamente a data',
      ]),
    );
    expect(await errorsOf(pmePropostaSchema, { ...valid, codAtividadeEconomica: -1 })).toEqual([
      'Valor deve ser maior que zero',
    ]);
    expect(await errorsOf(pmePropostaSchema, { ...valid, vencimentoMensalidade: 15 })).toEqual([
      'Campo obrigatório',
    ]);
  });

  it('checks the legal representative', async () => {
    const errors = await errorsOf(pmePropostaSchema, {
      ...valid,
      representanteLegal: { cpf: '123', email: 'carlos@', telefone: '12', enderecoCep: '1' },
    });
    expect(errors).toEqual([
      'CPF deve possuir 11 dígitos',
      'E-mail inválido',
      'Telefone inválido',
      'CEP inválido',
    ]);
  });

  it('names each invalid address phone and accepts only mobiles as celular', async () => {
    const errors = await errorsOf(pmePropostaSchema, {
      ...valid,
      enderecos: [
        {
          ...endereco,
          telefoneEmpresa: '1',
          telefoneFax: '2',
          telefoneCelular: '(11) 3333-4444',
          telefoneCobranca: '4',
        },
      ],
    });
    expect(errors).toEqual([
      'Telefone empresa inválido',
      'Telefone fax inválido',
      'Telefone celular inválido',
      'Telefone cobrança inválido',
    ]);
  });

  it('needs one location address and one billing contact', async () => {
    const errors = await errorsOf(pmePropostaSchema, {
      ...valid,
      enderecos: [{ ...endereco, indEnderecoLocalizacao: 'N' }],
      contatos: [{ ...contato, emailParaFaturamento: false }],
    });
    expect(errors).toEqual([
      'Ao menos um endereço deve ser marcado como localização',
      'Ao menos um email deve ser marcado como faturamento',
    ]);
  });

  it('requires the S/N indicators and the contact name, role and billing flag', async () => {
    const errors = await errorsOf(pmePropostaSchema, {
      ...valid,
      enderecos: [{ ...endereco, indEnderecoCorrespondencia: 'X' }],
      contatos: [{ email: 'x@y.com.br' }, contato],
    });
    expect(errors.filter((e) => e === 'Campo obrigatório')).toHaveLength(4);
  });
});

describe('erpComplementSchema', () => {
  const initial = {
    ...erpComplementInitialValues({ codigoTipoCobranca: 3 }),
    codigoGrupoCarencia: 'G1',
  };

  it('accepts the initial values once a care-period group is chosen', async () => {
    expect(await errorsOf(erpComplementSchema, initial)).toEqual([]);
    expect(await errorsOf(erpComplementSchema, { ...initial, codigoGrupoCarencia: '' })).toEqual([
      'Grupo de carência é um campo obrigatório',
    ]);
  });

  it('requires the sale type', async () => {
    expect(await errorsOf(erpComplementSchema, { ...initial, tipoVenda: undefined })).toEqual([
      'Tipo venda é um campo obrigatório',
    ]);
  });

  it('asks for a reason above 1 when the proposal is not commissioned', async () => {
    const notCommissioned = { ...initial, indComissionarProposta: false };
    expect(await errorsOf(erpComplementSchema, notCommissioned)).toEqual([
      'Um motivo deve ser informado',
    ]);
    expect(
      await errorsOf(erpComplementSchema, {
        ...notCommissioned,
        codMotivoNaoComissionar: undefined,
      }),
    ).toEqual(['Motivo para não comissionar é um campo obrigatório']);
    expect(
      await errorsOf(erpComplementSchema, { ...notCommissioned, codMotivoNaoComissionar: 2 }),
    ).toEqual([]);
  });
});

describe('ERP complement form rules', () => {
  it('disables the commission choice for sale type 1 only', () => {
    expect(isCommissionChoiceDisabled(1)).toBe(true);
    expect(isCommissionChoiceDisabled(2)).toBe(false);
  });

  it('disables the campaign choice with one campaign or none', () => {
    expect(isCampaignChoiceDisabled([{}])).toBe(true);
    expect(isCampaignChoiceDisabled(undefined)).toBe(true);
    expect(isCampaignChoiceDisabled([{}, {}])).toBe(false);
  });

  it('takes the commission from the chosen sale type', () => {
    const values = erpComplementInitialValues(null);
    expect(
      applySaleTypeChoice(values, { codigoTipoVenda: 1, indComissionado: false }),
    ).toMatchObject({
      tipoVenda: 1,
      indComissionarProposta: false,
    });
  });

  it('clears the care-period group and takes the billing type from the chosen campaign', () => {
    const values = { ...erpComplementInitialValues(null), codigoGrupoCarencia: 'G1' };
    expect(applyCampaignChoice(values, { codigoTipoCobranca: 9 })).toMatchObject({
      codigoGrupoCarencia: '',
      codigoTipoCobranca: 9,
    });
  });
});
