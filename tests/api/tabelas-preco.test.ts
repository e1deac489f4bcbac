import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vigenciasSeSobrepoem } from '../../src/domain';
import { tabelasPreco } from '../../server/db/schema';
import { tabelaPreco } from '../../src/registries/tabelaPreco';
import { normaliseRecord, recordSchema } from '../../src/registries/schema';
import { apiClient } from '../fixtures/propostas';
import { valoresDeTeste } from '../fixtures/precos';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Price tables (issue 39): a declared resource kept by the commercial manager (and the
// administrator), validated on the server: money, all ten bands, no overlapping validity.
let t: TestApp;
let as: ReturnType<typeof apiClient>;
let planoId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
  const plano = await as('gestorcomercial').post('/api/planos-saude', {
    nome: 'Plano Teste Tabelas',
    registroAns: '499.100/26-1',
  });
  planoId = plano.json().data.id;
});
afterAll(async () => t.close());

const tabela = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Tabela de teste',
  planoSaudeId: planoId,
  vigenciaInicio: '2030-01-01',
  vigenciaFim: '2030-12-31',
  ...valoresDeTeste(),
  ...overrides,
});

describe('who keeps the price tables', () => {
  it('the commercial manager and the administrator; nobody else, not even to read', async () => {
    for (const user of ['gestorcomercial', 'admin']) {
      const list = await as(user).get('/api/tabelas-preco');
      expect(list.statusCode, user).toBe(200);
      expect(list.headers['content-range']).toMatch(/^tabelas-preco 0-\d+\/\d+$/);
    }
    const created = await as('admin').post(
      '/api/tabelas-preco',
      tabela({ nome: 'Do administrador', vigenciaInicio: '2040-01-01', vigenciaFim: '2040-12-31' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    for (const user of ['concessionaria', 'supervisor', 'gestorsaude', 'gestorcomercialpme']) {
      expect((await as(user).get('/api/tabelas-preco')).statusCode, user).toBe(403);
      expect((await as(user).get(`/api/tabelas-preco/${id}`)).statusCode, user).toBe(403);
      expect((await as(user).post('/api/tabelas-preco', tabela())).statusCode, user).toBe(403);
      expect((await as(user).delete(`/api/tabelas-preco/${id}`)).statusCode, user).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/tabelas-preco' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it('requires all ten age bands, each a positive amount in reais with at most 2 decimals', async () => {
    const res = await as('gestorcomercial').post('/api/tabelas-preco', {
      ...tabela(),
      nome: '',
      valor0a18: null,
      valor19a23: '0,00',
      valor24a28: '10,005',
      valor29a33: 'dez reais',
      valor34a38: -5,
      valor59mais: 100_000_000,
      vigenciaFim: '2029-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(
      expect.arrayContaining([
        'Nome: Campo obrigatório',
        '0 a 18 anos: Campo obrigatório',
        '19 a 23 anos: Valor deve ser maior que zero',
        '24 a 28 anos: Informe no máximo 2 casas decimais',
        '29 a 33 anos: Informe o valor em reais, por exemplo 1.234,56',
        '34 a 38 anos: Valor deve ser maior que zero',
        '59 anos ou mais: Informe um valor de até R$ 99.999.999,99',
        'Fim da vigência: Deve ser igual ou posterior a Início da vigência',
      ]),
    );
    expect(res.json().messages).toHaveLength(8);
    const semFaixas = await as('gestorcomercial').post('/api/tabelas-preco', {
      nome: 'Sem valores',
      planoSaudeId: planoId,
      vigenciaInicio: '2031-01-01',
    });
    expect(semFaixas.statusCode).toBe(400);
    expect(semFaixas.json().messages).toHaveLength(10);
  });

  it('reads money typed the Brazilian way and answers numbers with exact cents', async () => {
    const res = await as('gestorcomercial').post(
      '/api/tabelas-preco',
      tabela({
        nome: 'Digitada',
        vigenciaInicio: '2050-01-01',
        vigenciaFim: '2050-12-31',
        valor0a18: '1.099,90',
        valor59mais: 'R$ 2.345,6',
        valor19a23: 0.29,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      valor0a18: 1099.9,
      valor59mais: 2345.6,
      valor19a23: 0.29,
    });
    const read = await as('gestorcomercial').get(`/api/tabelas-preco/${res.json().data.id}`);
    expect(read.json().data.valor19a23).toBe(0.29);
  });
});

describe('validity periods of one plan', () => {
  it('may not overlap while active; other plans, disjoint periods and inactive tables may', async () => {
    const gc = as('gestorcomercial');
    const ano = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'Teste 2060', vigenciaInicio: '2060-01-01', vigenciaFim: '2060-12-31' }),
    );
    expect(ano.statusCode, ano.body).toBe(200);

    const sobreposta = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'Meio do ano', vigenciaInicio: '2060-12-31', vigenciaFim: null }),
    );
    expect(sobreposta.statusCode).toBe(409);
    expect(sobreposta.json().messages).toEqual([
      'A vigência coincide com a de "Teste 2060" (de 01/01/2060 a 31/12/2060), do mesmo plano de saúde.',
    ]);
    expect(sobreposta.json().errors).toHaveProperty('vigenciaInicio');

    const antes = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'Aberta até 2059', vigenciaInicio: '2059-01-01', vigenciaFim: '2059-12-31' }),
    );
    expect(antes.statusCode).toBe(200);
    const depois = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'De 2061 em diante', vigenciaInicio: '2061-01-01', vigenciaFim: null }),
    );
    expect(depois.statusCode).toBe(200);
    // An open-ended table blocks every later start.
    const tardia = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'Tardia', vigenciaInicio: '2099-01-01', vigenciaFim: null }),
    );
    expect(tardia.statusCode).toBe(409);
    expect(tardia.json().messages[0]).toContain(
      '"De 2061 em diante" (desde 01/01/2061, sem data de fim)',
    );

    // Editing a table never conflicts with itself.
    const record = ano.json().data;
    const renamed = await gc.put(`/api/tabelas-preco/${record.id}`, {
      ...record,
      nome: 'Teste 2060 revista',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // A deactivated table frees its period; activating it again is checked.
    expect((await gc.delete(`/api/tabelas-preco/${record.id}`)).json().data.ativo).toBe(false);
    const substituta = await gc.post(
      '/api/tabelas-preco',
      tabela({ nome: 'Substituta 2060', vigenciaInicio: '2060-03-01', vigenciaFim: '2060-12-31' }),
    );
    expect(substituta.statusCode, substituta.body).toBe(200);
    const inactive = (await gc.get(`/api/tabelas-preco/${record.id}`)).json().data;
    const reativada = await gc.put(`/api/tabelas-preco/${record.id}`, { ...inactive, ativo: true });
    expect(reativada.statusCode).toBe(409);
    expect(reativada.json().messages[0]).toContain('"Substituta 2060"');
  });
});

describe('the CSV export', () => {
  it('writes money with the decimal comma, as the list shows it', async () => {
    const res = await as('gestorcomercial').get('/api/tabelas-preco/exportar');
    expect(res.statusCode).toBe(200);
    const linha = res.body.split(/\r?\n/).find((l) => l.includes('Sênior Apartamento 2026'));
    expect(linha).toContain('289,90');
    expect(linha).toContain('1099,90');
  });
});

describe('the demo tables', () => {
  it('pass the product validation and no two active ones of a plan overlap', async () => {
    const rows = await t.db.select().from(tabelasPreco);
    const demo = rows.filter((r) => /20(25|26)$/.test(r.nome) && r.planoSaudeId !== planoId);
    expect(demo.length).toBeGreaterThanOrEqual(2);
    const schema = recordSchema(tabelaPreco, { mode: 'create', scoped: false });
    for (const row of demo) {
      await expect(
        schema.validate(normaliseRecord(tabelaPreco, row), { abortEarly: false }),
      ).resolves.toBeTruthy();
      for (const other of demo) {
        if (other.id !== row.id && other.planoSaudeId === row.planoSaudeId) {
          expect(vigenciasSeSobrepoem(row, other), `${row.nome} × ${other.nome}`).toBe(false);
        }
      }
    }
  });
});
