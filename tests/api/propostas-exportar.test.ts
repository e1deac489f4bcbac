import { parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStatusInfo, SITUACAO, TIPO_PROPOSTA } from '../../src/domain';
import { propostasAdesao } from '../../server/db/schema';
import { COLUNAS_LISTA, propostasCsv } from '../../server/modules/propostas/exportar-routes';
import { searchCondition } from '../../server/modules/propostas/list-filters';
import { apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let as: ReturnType<typeof apiClient>;

// A name no demo proposal starts with: the search box's filter selects only the rows built here.
const PREFIXO = 'Zexportação';
const pesquisa = (valor: string) => [{ coluna: 'pesquisa', operador: '=', valor }];

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

/** The rows of an export as objects keyed by the header's labels. */
async function exportar(username: string, body: object, url = '/api/adesao/buscar/exportar') {
  const res = await as(username).post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = readCsv(res.body);
  return {
    res,
    header,
    rows: rows.map((row) => Object.fromEntries(header.map((label, i) => [label, row[i]]))),
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
  const other = await otherDealership(t.db);
  await buildProposta(t.db, {
    nome: `${PREFIXO} Primeira Acentuação`,
    // 23:30 of 09/03/2024 in Brasília, though already the 10th in UTC: the list's day is shown.
    dataCriacao: new Date('2024-03-10T02:30:00Z'),
    situacaoPropostaAdesaoId: SITUACAO.Concluida,
    possuiPendencia: true,
  });
  await buildProposta(t.db, {
    nome: `${PREFIXO} "Segunda"; Outra Concessionária`,
    concessionariaId: other.id,
    corretorId: other.brokers[0].id,
  });
  await buildProposta(t.db, {
    nome: `${PREFIXO} Portabilidade`,
    tipo: TIPO_PROPOSTA.Portabilidade,
    contatos: ['27998765432'],
  });
});
afterAll(() => t.close());

describe('POST api/adesao/buscar/exportar', () => {
  it('answers the list as a CSV Excel in Brazil opens: BOM, semicolons, labels, pt-BR dates', async () => {
    const { res, header, rows } = await exportar('gestorcomercial', {
      filtros: pesquisa(PREFIXO),
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="propostas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFContrato;Tipo;Beneficiário;Data de criação;Nome;Nome social;Unidade;Corretor;' +
        'Situação;Pendência;Alteração da situação',
    );
    expect(header).toHaveLength(11);
    // The second name holds a quote and the separator: it comes back whole.
    expect(rows.map((r) => r.Nome).sort()).toEqual(
      [
        `${PREFIXO} "Segunda"; Outra Concessionária`,
        `${PREFIXO} Portabilidade`,
        `${PREFIXO} Primeira Acentuação`,
      ].sort(),
    );
    const primeira = rows.find((r) => r.Nome.endsWith('Primeira Acentuação'))!;
    expect(primeira['Data de criação']).toBe('09/03/2024');
    expect(primeira['Situação']).toBe(getStatusInfo(SITUACAO.Concluida).label);
    expect(primeira['Pendência']).toBe('Sim');
    expect(primeira.Tipo).toBe('Comum');
    expect(primeira['Beneficiário']).toBe('Titular');
    expect(primeira.Unidade).toMatch(/^[A-Z]{2} - .+/);
    expect(primeira.Corretor).not.toBe('');
    expect(primeira.Contrato).toMatch(/^\d+$/);
    expect(rows.every((r) => /^\d{2}\/\d{2}\/\d{4}$/.test(r['Alteração da situação']))).toBe(true);
  });

  it('applies the statuses and the filters of the list, as buscar does', async () => {
    const { rows } = await exportar('gestorcomercial', {
      filtros: pesquisa(`${PREFIXO} Pri`),
      situacoesPropostasAdesaoIds: [SITUACAO.Concluida],
    });
    expect(rows.map((r) => r.Nome)).toEqual([`${PREFIXO} Primeira Acentuação`]);
    const none = await exportar('gestorcomercial', {
      filtros: pesquisa(PREFIXO),
      situacoesPropostasAdesaoIds: [SITUACAO.Cancelada],
    });
    // An empty export still has its header: the user sees the filter matched nothing.
    expect(none.rows).toEqual([]);
    expect(none.header[0]).toBe('Contrato');
  });

  it('gives a dealership only its own proposals', async () => {
    const { rows } = await exportar('concessionaria', { filtros: pesquisa(PREFIXO) });
    expect(rows.map((r) => r.Nome).sort()).toEqual(
      [`${PREFIXO} Portabilidade`, `${PREFIXO} Primeira Acentuação`].sort(),
    );
  });

  it('exports the portability list with its own columns and kind', async () => {
    const { header, rows } = await exportar('gestorcomercial', {
      filtros: pesquisa(PREFIXO),
      lista: 'portabilidade',
    });
    expect(header).toEqual(['Contrato', 'Nome', 'Celular', 'UF', 'Situação']);
    expect(rows).toHaveLength(1);
    expect(rows[0].Celular).toBe('(27) 99876-5432');
    expect(rows[0].UF).toMatch(/^[A-Z]{2}$/);
    expect(rows[0]['Situação']).toBe(getStatusInfo(SITUACAO.NovaEntrada).label);
  });

  it('refuses a bad filter with the list’s message, and users who may not list proposals', async () => {
    const bad = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {
      filtros: pesquisa('Ze'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0]).toMatch(/ao menos 3 caracteres/);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/adesao/buscar/exportar' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports a nurse list through its own call', async () => {
    const { header, rows } = await exportar(
      'enfermeiro',
      { filtros: pesquisa(PREFIXO) },
      '/api/enfermeiro/propostasSituacao/aguardando-avaliacao/exportar',
    );
    expect(header[0]).toBe('Contrato');
    // NovaEntrada proposals do not wait for an assessment: none of the rows built here.
    expect(rows).toEqual([]);
  });
});

describe('proposal export stream', () => {
  async function text(stream: Readable): Promise<string> {
    let out = '';
    for await (const chunk of stream) out += String(chunk);
    return out;
  }

  it('sends every row across keyset batches, each once', async () => {
    const named = searchCondition(PREFIXO, () => false);
    const whole = await text(propostasCsv(t.db, named, COLUNAS_LISTA, 1_000));
    const small = await text(propostasCsv(t.db, named, COLUNAS_LISTA, 1));
    expect(small).toBe(whole);
    expect(readCsv(small)).toHaveLength(4);
    // The whole table, in batches of 7: as many lines as rows, in id order.
    const all = readCsv(await text(propostasCsv(t.db, undefined, COLUNAS_LISTA, 7)));
    const total = await t.db.$count(propostasAdesao);
    expect(all).toHaveLength(total + 1);
  });
});
