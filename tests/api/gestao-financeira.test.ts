import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicoPropostasAdesao } from '../../server/db/schema';
import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

const historyOf = (id: number) =>
  t.db
    .select()
    .from(historicoPropostasAdesao)
    .where(eq(historicoPropostasAdesao.propostaAdesaoId, id))
    .orderBy(asc(historicoPropostasAdesao.id));

describe('gestão financeira (vencimento e pagador)', () => {
  it('reads the due day and the payer, the holder by default', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.NovaEntrada,
      diaVencimento: 10,
    });
    const res = await as('gestorcomercial').get(`/api/adesao/${proposta.id}/gestaoFinanceira`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: proposta.id,
      versao: 1,
      diaVencimento: 10,
      podeAlterarVencimento: true,
      pagador: { pagadorTitular: true, nome: null },
    });
  });

  it('sets another payer with the spec messages, versao and a history entry', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    const url = `/api/adesao/${proposta.id}/pagador`;
    const gc = as('gestorcomercial');
    const invalid = await gc.put(url, {
      versao: 1,
      pagadorTitular: false,
      nome: 'Marcos',
      cpf: '111.111.111-11',
      email: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      cpf: 'CPF Inválido',
      email: 'E-mail inválido',
      telefone: 'Campo obrigatório',
    });
    const res = await gc.put(url, {
      versao: 1,
      pagadorTitular: false,
      nome: 'Marcos Almeida',
      cpf: '529.982.247-25',
      email: 'marcos@example.com',
      telefone: '(27) 99876-5432',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { versao: 2, pagador: { cpf: '52998224725', telefone: '27998765432' } },
      messages: ['Pagador alterado com sucesso!'],
    });
    expect((await gc.put(url, { versao: 1, pagadorTitular: true })).statusCode).toBe(409);
    const back = await gc.put(url, { versao: 2, pagadorTitular: true, nome: 'ignorado' });
    expect(back.json().data.pagador).toEqual({
      pagadorTitular: true,
      nome: null,
      cpf: null,
      email: null,
      telefone: null,
    });
    const history = await historyOf(proposta.id);
    expect(history.map((h) => h.descricao).slice(-2)).toEqual([
      `Pagador alterado de o titular (${proposta.nome}) para Marcos Almeida (CPF 52998224725)`,
      `Pagador alterado de Marcos Almeida (CPF 52998224725) para o titular (${proposta.nome})`,
    ]);
  });

  it('is refused to roles outside the commercial management', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    for (const user of ['concessionaria', 'dac']) {
      expect((await as(user).get(`/api/adesao/${proposta.id}/gestaoFinanceira`)).statusCode).toBe(
        403,
      );
      const put = await as(user).put(`/api/adesao/${proposta.id}/pagador`, {
        versao: 1,
        pagadorTitular: true,
      });
      expect(put.statusCode).toBe(403);
    }
  });
});
