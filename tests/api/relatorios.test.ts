import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStatusInfo, MESSAGES, SITUACAO } from '../../src/domain';
import {
  campanhas,
  corretores,
  propostasAdesao,
  relatoriosExportacoes,
  respostasCampanhas,
} from '../../server/db/schema';
import { apiClient, buildProposta, otherDealership, userId } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let as: ReturnType<typeof apiClient>;

// A month of 2019, before any demo proposal: only the rows built here fall in it.
const PERIODO = { dataInicio: '01/01/2019', dataFim: '31/01/2019' };
const TODAS = Object.values(SITUACAO);

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
  const other = await otherDealership(t.db);
  await buildProposta(t.db, {
    nome: 'Relatório Primeira Acentuação',
    dataCriacao: new Date('2019-01-10T03:30:00Z'),
    situacaoPropostaAdesaoId: SITUACAO.Concluida,
    dataContrato: new Date('2019-01-20T15:00:00Z'),
  });
  await buildProposta(t.db, {
    nome: 'Relatório "Segunda"; Outra Concessionária',
    dataCriacao: new Date('2019-01-15T15:00:00Z'),
    concessionariaId: other.id,
    corretorId: other.brokers[0].id,
  });
  // 01/02/2019 00:30 in Brasília (summer time, UTC-2): February there, though 31/01 in a UTC-3
  // reading. Reports take Brasília days, like the lists.
  await buildProposta(t.db, {
    nome: 'Relatório Fora do Período',
    dataCriacao: new Date('2019-02-01T02:30:00Z'),
  });
});
afterAll(() => t.close());

describe('POST api/relatorio/geral', () => {
  it('answers a CSV Excel in Brazil opens: BOM, semicolons, pt-BR dates, the period only', async () => {
    const res = await as('gestorcomercial').post('/api/relatorio/geral', {
      ...PERIODO,
      situacoes: TODAS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="relatorio-geral-/);
    const [header, ...rows] = readCsv(res.body);
    expect(header.slice(0, 7)).toEqual([
      'Número do contrato',
      'Tipo',
      'Beneficiário',
      'Nome',
      'CPF',
      'Unidade',
      'Situação',
    ]);
    const names = rows.map((row) => row[header.indexOf('Nome')]);
    // The second name holds a quote and the separator: it comes back whole.
    expect(names).toHaveLength(2);
    expect(names).toEqual(
      expect.arrayContaining([
        'Relatório Primeira Acentuação',
        'Relatório "Segunda"; Outra Concessionária',
      ]),
    );
    const first = rows.find((row) => row[3] === 'Relatório Primeira Acentuação')!;
    expect(first[header.indexOf('Data de criação')]).toBe('10/01/2019');
    expect(first[header.indexOf('Data do contrato')]).toBe('20/01/2019');
    expect(first[header.indexOf('Situação')]).toBe(getStatusInfo(SITUACAO.Concluida).label);
    expect(first[header.indexOf('CPF')]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });

  it('keeps to the chosen situations and units', async () => {
    const res = await as('gestorcomercial').post('/api/relatorio/geral', {
      ...PERIODO,
      situacoes: [SITUACAO.Concluida],
      unidades: [1],
    });
    const [, ...rows] = readCsv(res.body);
    expect(rows.map((row) => row[3])).toEqual(['Relatório Primeira Acentuação']);
  });

  it('gives a dealership only its own proposals', async () => {
    const res = await as('concessionaria').post('/api/relatorio/geral', {
      ...PERIODO,
      situacoes: TODAS,
    });
    expect(res.statusCode).toBe(200);
    const [, ...rows] = readCsv(res.body);
    expect(rows.map((row) => row[3])).toEqual(['Relatório Primeira Acentuação']);
  });

  it.each([
    [{ ...PERIODO }, MESSAGES.reportPeriodMissing],
    [{ dataInicio: '01/01/2019', situacoes: TODAS }, MESSAGES.reportPeriodMissing],
    [
      { dataInicio: '31/01/2019', dataFim: '01/01/2019', situacoes: TODAS },
      MESSAGES.reportEndNotAfterStart,
    ],
    [
      { dataInicio: '01/01/2019', dataFim: '02/01/2020', situacoes: TODAS },
      MESSAGES.reportPeriodTooLong,
    ],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await as('gestorcomercial').post('/api/relatorio/geral', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([message]);
  });

  it('logs who exported which report with which filters', async () => {
    const gestor = await userId(t.db, 'gestorcomercial');
    const rows = await t.db
      .select()
      .from(relatoriosExportacoes)
      .where(eq(relatoriosExportacoes.usuarioId, gestor));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ tipo: 'geral', formato: 'csv' });
    expect(rows[0].filtros).toMatchObject({ dataInicio: '01/01/2019', dataFim: '31/01/2019' });
  });
});

describe('XLSX', () => {
  it('writes the same report as a workbook with real dates', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio/geral?formato=xlsx',
      headers: await loginAs(t, 'gestorcomercial'),
      payload: { ...PERIODO, situacoes: TODAS },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Relatório')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[3]).toBe('Nome');
    expect(sheet.rowCount).toBe(3);
    const created = header.indexOf('Data de criação') + 1;
    const first = [2, 3]
      .map((n) => sheet.getRow(n))
      .find((row) => row.getCell(4).value === 'Relatório Primeira Acentuação')!;
    expect(first.getCell(created).value).toEqual(new Date(Date.UTC(2019, 0, 10)));
    expect(first.getCell(created).numFmt).toBe('dd/mm/yyyy');
  });

  it('refuses an unknown format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio/geral?formato=pdf',
      headers: await loginAs(t, 'gestorcomercial'),
      payload: { ...PERIODO, situacoes: TODAS },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the other reports', () => {
  it('Assinadas reads the contract date', async () => {
    const res = await as('gestorcontratos').post('/api/relatorio/assinadas', PERIODO);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    expect(rows.map((row) => row[header.indexOf('Nome')])).toEqual([
      'Relatório Primeira Acentuação',
    ]);
  });

  it('Gestão de Saúde belongs to the health manager and carries no declared answer', async () => {
    const res = await as('gestorsaude').post('/api/relatorio/avaliacoes-saude', PERIODO);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toContain('Avaliação concluída');
    expect(rows).toHaveLength(2);
    expect(
      (await as('gestorcomercial').post('/api/relatorio/avaliacoes-saude', PERIODO)).statusCode,
    ).toBe(403);
  });

  it('Gestão de Saúde carries the applicant’s satisfaction answer (campaigns)', async () => {
    const [proposta] = await t.db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.nome, 'Relatório Primeira Acentuação'));
    const [campanha] = await t.db.select({ id: campanhas.id }).from(campanhas).limit(1);
    await t.db.insert(respostasCampanhas).values({
      campanhaId: campanha.id,
      processoId: 'declaracao-saude',
      identificadorUsuario: `proposta-${proposta.id}`,
      valor: '3',
      comentario: 'Demorou; mas foi bom',
      alvoId: 'avaliacao-saude',
    });
    const res = await as('gestorsaude').post('/api/relatorio/avaliacoes-saude', PERIODO);
    const [header, ...rows] = readCsv(res.body);
    const nota = header.indexOf('Nota da experiência');
    const comentario = header.indexOf('Comentário da experiência');
    expect(comentario).toBe(nota + 1);
    const row = rows.find((r) => r[header.indexOf('Nome')] === 'Relatório Primeira Acentuação')!;
    expect([row[nota], row[comentario]]).toEqual(['3', 'Demorou; mas foi bom']);
    const other = rows.find((r) => r !== row)!;
    expect([other[nota], other[comentario]]).toEqual(['', '']);
  });

  it('Aprovadores de Documentação needs one of its periods', async () => {
    const refused = await as('supervisor').post('/api/relatorio/aprovadoresDocumentacao', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([MESSAGES.reportPeriodMissing]);
    const res = await as('supervisor').post('/api/relatorio/aprovadoresDocumentacao', {
      dataInicioCriacao: '01/01/2019',
      dataFimCriacao: '31/01/2019',
    });
    expect(res.statusCode).toBe(200);
    expect(readCsv(res.body)[0]).toContain('Documentação aprovada em');
  });

  it('Corretores lists every broker for the supervisor, and no one else', async () => {
    const res = await as('supervisor').post('/api/relatorio/corretores', {});
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    expect(header[0]).toBe('Nome');
    expect(rows).toHaveLength((await t.db.select().from(corretores)).length);
    for (const user of ['gestorcomercial', 'concessionaria', 'dac']) {
      expect((await as(user).post('/api/relatorio/corretores', {})).statusCode).toBe(403);
    }
  });

  it('refuses a report type the role may not export', async () => {
    const res = await as('concessionaria').post('/api/relatorio/assinadas', PERIODO);
    expect(res.statusCode).toBe(403);
  });
});
