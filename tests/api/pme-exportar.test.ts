import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_PME } from '../../src/domain';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The demo holds ten PME proposals (pme-leitura.test.ts), one of them 'Padaria …', Recebida.
let t: TestApp;
let as: ReturnType<typeof apiClient>;

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

async function exportar(body: object) {
  const res = await as('gestorcomercialpme').post('/api/propostaPme/buscar/exportar', body);
  expect(res.statusCode, res.body).toBe(200);
  return { res, csv: readCsv(res.body) };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(() => t.close());

describe('POST api/propostaPme/buscar/exportar', () => {
  it("writes the list's columns and every proposal of its filter", async () => {
    const { res, csv } = await exportar({});
    expect(res.headers['content-disposition']).toMatch(/filename="propostas-pme-[\d-]+\.csv"/);
    const [header, ...rows] = csv;
    expect(header).toEqual([
      'Contrato',
      'Data de criação',
      'Razão social',
      'CNPJ',
      'Unidade',
      'Corretor',
      'Beneficiários',
      'Situação',
    ]);
    const list = await as('gestorcomercialpme').post('/api/propostaPme/buscar', {});
    expect(rows).toHaveLength(list.json().data.total);
    expect(rows.every((r) => /^\d{2}\/\d{2}\/\d{4}$/.test(r[1]))).toBe(true);
    expect(rows.every((r) => /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(r[3]))).toBe(true);
    expect(rows.every((r) => /^\d+$/.test(r[6]))).toBe(true);
  });

  it('applies the search and the statuses as the list does', async () => {
    const { csv } = await exportar({ pesquisa: 'Padaria', situacoes: [SITUACAO_PME.Recebida] });
    expect(csv.slice(1)).toHaveLength(1);
    expect(csv[1][2]).toMatch(/^Padaria/);
    expect(csv[1][7]).toBe('Recebida');
    const bad = await as('gestorcomercialpme').post('/api/propostaPme/buscar/exportar', {
      situacoes: [7],
    });
    expect(bad.statusCode).toBe(400);
    expect((await as('dac').post('/api/propostaPme/buscar/exportar', {})).statusCode).toBe(403);
  });
});
