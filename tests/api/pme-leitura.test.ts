import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_PME } from '../../src/domain';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let pme: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  pme = await loginAs(t, 'gestorcomercialpme');
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers = pme) {
  return t.app.inject({ method, url, headers, payload: payload as never });
}

async function findId(razaoSocial: string): Promise<number> {
  const res = await call('POST', '/api/propostaPme/buscar', { pesquisa: razaoSocial });
  return res.json().data.itens[0].id;
}

describe('PME proposals: list, detail, beneficiaries', () => {
  it('lists the demo proposals, filters by status and search', async () => {
    const all = await call('POST', '/api/propostaPme/buscar', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(10);
    const recebidas = await call('POST', '/api/propostaPme/buscar', {
      situacoes: [SITUACAO_PME.Recebida],
    });
    expect(recebidas.json().data.itens.every((r: { situacao: number }) => r.situacao === 0)).toBe(
      true,
    );
    const busca = await call('POST', '/api/propostaPme/buscar', { pesquisa: 'Padaria' });
    expect(busca.json().data.itens).toHaveLength(1);
    expect(busca.json().data.itens[0].situacaoNome).toBe('Recebida');
    const bad = await call('POST', '/api/propostaPme/buscar', { situacoes: [7] });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the proposal with its company, representative, addresses, contacts and beneficiaries', async () => {
    const id = await findId('Padaria');
    const res = await call('GET', `/api/propostaPme/${id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.razaoSocial).toBe('Padaria Pão Dourado LTDA');
    expect(data.dataFundacao).toBe('15/03/2012');
    // The broker and, as on every proposal the broker sends, the broker's dealership.
    expect(data.corretorNome).toEqual(expect.any(String));
    expect(data.concessionariaNome).toEqual(expect.any(String));
    expect(data.enderecos[0].indEnderecoLocalizacao).toBe('S');
    expect(data.beneficiarios.length).toBeGreaterThanOrEqual(2);
    const ben = await call('GET', `/api/propostaPme/${id}/beneficiarios/gestor`);
    expect(ben.json().data).toEqual(data.beneficiarios);
    expect(ben.json().data[0].propostaTitularId).toBeNull();
    // A row opens the manager's proposal view: the PME manager may read it.
    const view = await call('GET', `/api/adesao/${ben.json().data[0].id}`);
    expect(view.statusCode).toBe(200);
    const missing = await call('GET', '/api/propostaPme/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual(['Proposta não encontrada']);
  });

  it('serves the company lists even without the ERP, saying why the ERP lists are empty', async () => {
    const res = await call('GET', '/api/propostaPme/dadosPreenchimento');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tiposSociedade.length).toBeGreaterThan(0);
    expect(res.json().data.campanhas).toEqual([]);
    expect(res.json().messages).toEqual(['Integração com o ERP não configurada.']);
    const id = await findId('Padaria');
    const fontes = await call(
      'GET',
      `/api/complementoIntegracaoERP/pme/${id}/carregar-fontes-dados`,
    );
    expect(fontes.statusCode).toBe(503);
  });

  it('refuses other roles', async () => {
    const concessionaria = await loginAs(t, 'concessionaria');
    const res = await call('POST', '/api/propostaPme/buscar', {}, concessionaria);
    expect(res.statusCode).toBe(403);
    const gestor = await loginAs(t, 'gestorcomercial');
    expect((await call('POST', '/api/propostaPme/buscar', {}, gestor)).statusCode).toBe(200);
  });
});

describe('POST api/propostaPme/alterar', () => {
  async function form(id: number) {
    const data = (await call('GET', `/api/propostaPme/${id}`)).json().data;
    return {
      id,
      versao: data.versao,
      cnpj: data.cnpj,
      codAtividadeEconomica: data.codAtividadeEconomica,
      razaoSocial: data.razaoSocial,
      nomeFantasia: data.nomeFantasia,
      nomeFantasiaAbreviado: data.nomeFantasiaAbreviado,
      inscricaoEstadual: data.inscricaoEstadual,
      inscricaoMunicipal: data.inscricaoMunicipal,
      classificacaoTributaria: data.classificacaoTributaria,
      codigoTipoSociedade: data.codigoTipoSociedade,
      situacaoCadastral: data.situacaoCadastral,
      dataFundacao: data.dataFundacao,
      numeroCarteira: data.numeroCarteira,
      vencimentoMensalidade: data.vencimentoMensalidade,
      representanteLegal: data.representanteLegal,
      enderecos: data.enderecos,
      contatos: data.contatos,
    };
  }

  it('saves a valid form and answers "Alterado com sucesso!"', async () => {
    const id = await findId('Oficina');
    const body = {
      ...(await form(id)),
      nomeFantasia: 'Oficina Boa Viagem',
      cnpj: '11.222.333/0001-81',
    };
    const res = await call('POST', '/api/propostaPme/alterar', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual(['Alterado com sucesso!']);
    const after = (await call('GET', `/api/propostaPme/${id}`)).json().data;
    // The answer is the proposal as saved: the screen draws it without reading it again.
    expect(res.json().data).toEqual(after);
    expect(after.versao).toBe(body.versao + 1);
    expect(after.nomeFantasia).toBe('Oficina Boa Viagem');
    expect(after.cnpj).toBe('11222333000181');
    // The version the client saw is now old.
    const stale = await call('POST', '/api/propostaPme/alterar', body);
    expect(stale.statusCode).toBe(409);
  });

  it('applies the PME form rules with their messages', async () => {
    const id = await findId('Oficina');
    const base = await form(id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cnpj: '11.222.333/0001-00' }, 'cnpj', 'CNPJ Inválido'],
      [{ cnpj: '1122233300' }, 'cnpj', 'CNPJ deve possuir 14 dígitos'],
      [{ codAtividadeEconomica: 'abc' }, 'codAtividadeEconomica', 'Somente números'],
      [{ codAtividadeEconomica: -1 }, 'codAtividadeEconomica', 'Valor deve ser maior que zero'],
      [{ razaoSocial: 'x'.repeat(151) }, 'razaoSocial', 'Excedeu o limite de caracteres'],
      [{ dataFundacao: '31/02/2020' }, 'dataFundacao', 'Preencha corretamente a data'],
      [{ vencimentoMensalidade: '' }, 'vencimentoMensalidade', 'Campo obrigatório'],
      [{ numeroCarteira: '12a' }, 'numeroCarteira', 'Somente números'],
      [
        { representanteLegal: { ...base.representanteLegal, cpf: '111.111.111-11' } },
        'representanteLegal.cpf',
        'CPF Inválido',
      ],
      [
        { representanteLegal: { ...base.representanteLegal, email: 'nao-e-email' } },
        'representanteLegal.email',
        'E-mail inválido',
      ],
      [
        { enderecos: [{ ...base.enderecos[0], indEnderecoLocalizacao: 'N' }] },
        'enderecos',
        'Ao menos um endereço deve ser marcado como localização',
      ],
      [
        { enderecos: [{ ...base.enderecos[0], telefoneCelular: '(11) 3333-4444' }] },
        'enderecos[0].telefoneCelular',
        'Telefone celular inválido',
      ],
      [
        { contatos: [{ ...base.contatos[0], emailParaFaturamento: false }] },
        'contatos',
        'Ao menos um email deve ser marcado como faturamento',
      ],
      [{ contatos: [{ ...base.contatos[0], nome: '' }] }, 'contatos[0].nome', 'Campo obrigatório'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/propostaPme/alterar', { ...base, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
  });

  it('refuses editing outside Recebida', async () => {
    const id = await findId('Construtora');
    const res = await call('POST', '/api/propostaPme/alterar', await form(id));
    expect(res.statusCode).toBe(409);
  });
});
