import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { apiClient } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The export files' headers and their yes/no cells are read from the pt-BR catalogue (issue
 * 42): a list's export says what the list's columns say (`resources.*.fields`), a report says
 * what `servidor.relatorios` writes (a yes/no cell `servidor.comum`), so neither is spelt twice.
 */
const REPORT = ptBR.servidor.relatorios;
const PERIODO = { dataInicio: '01/01/2019', dataFim: '31/01/2019', situacoes: [1] };

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';' }) as string[][];
}

describe('the export files are written with the catalogue texts', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('heads the general report with servidor.relatorios.colunas', async () => {
    const res = await as('gestorcomercial').post('/api/relatorio/geral', PERIODO);
    expect(res.statusCode, res.body).toBe(200);
    const [header] = readCsv(res.body);
    const c = REPORT.colunas;
    expect(header).toEqual([
      c.numeroContrato,
      c.tipo,
      c.beneficiario,
      c.nome,
      c.cpf,
      c.unidade,
      c.situacao,
      c.dataNascimento,
      c.possuiPendencia,
      c.dataCriacao,
      c.dataAlteracaoSituacao,
      c.dataContrato,
      c.corretor,
      c.concessionaria,
      c.diaVencimento,
    ]);
  });

  it('writes a yes/no cell as servidor.comum.sim or nao', async () => {
    const res = await as('supervisor').post('/api/relatorio/corretores', {});
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = readCsv(res.body);
    const ativo = header.indexOf(REPORT.colunas.ativo);
    expect(ativo).toBeGreaterThan(-1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([ptBR.servidor.comum.sim, ptBR.servidor.comum.nao]).toContain(row[ativo]);
  });

  it('names the XLSX sheet servidor.relatorios.planilha', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/relatorio/geral?formato=xlsx',
      headers: await loginAs(t, 'gestorcomercial'),
      payload: PERIODO,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([REPORT.planilha]);
  });

  it('heads a proposal list export with the list’s labels and the file’s own', async () => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {});
    expect(res.statusCode, res.body).toBe(200);
    const [header] = readCsv(res.body);
    const lista = ptBR.resources.proposta.fields;
    const soNoArquivo = ptBR.servidor.propostas.colunas;
    expect(header).toEqual([
      lista.numeroContrato,
      lista.tipo,
      soNoArquivo.beneficiario,
      lista.dataCriacao,
      lista.nome,
      lista.nomeSocial,
      lista.unidadeNome,
      lista.corretorNome,
      lista.situacaoPropostaAdesaoId,
      soNoArquivo.pendencia,
      soNoArquivo.alteracaoSituacao,
    ]);
  });

  it('writes a row’s kind with propostas.beneficiario, read when the file is written', async () => {
    // Markers in place of the catalogue's words: a file that says them read the catalogue then
    // (not a copy of the words in the SQL). Put back after, for the files sharing the modules.
    const kinds = ptBR.propostas.beneficiario as Record<'titular' | 'dependente', string>;
    const before = { ...kinds };
    Object.assign(kinds, { titular: 'MARCA titular', dependente: 'MARCA dependente' });
    try {
      const res = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {});
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...rows] = readCsv(res.body);
      const column = header.indexOf(ptBR.servidor.propostas.colunas.beneficiario);
      const cells = new Set(rows.map((row) => row[column]));
      expect(cells).toContain('MARCA titular');
      expect([...cells].filter((cell) => !cell.startsWith('MARCA '))).toEqual([]);
    } finally {
      Object.assign(kinds, before);
    }
  });

  it('heads the portability list export with the list’s labels', async () => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar/exportar', {
      lista: 'portabilidade',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header] = readCsv(res.body);
    const lista = ptBR.resources.proposta.fields;
    expect(header).toEqual([
      lista.numeroContrato,
      lista.nome,
      lista.celular,
      lista.uf,
      lista.situacaoPropostaAdesaoId,
    ]);
  });

  it('heads the Integrações export with IntegracaoList’s labels', async () => {
    const res = await as('gestorcomercial').get('/api/integracoes/mensagens/exportar');
    expect(res.statusCode, res.body).toBe(200);
    const [header] = readCsv(res.body);
    expect(header).toEqual(Object.values(ptBR.resources.integracao.fields));
  });
});
