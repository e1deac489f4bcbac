import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Health plans, contract addenda and sales tables: declared resources (generic CRUD) plus the
// PDF routes of server/modules/arquivos-pdf.
let t: TestApp;
let as: ReturnType<typeof apiClient>;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(async () => t.close());

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----teste' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function smallPdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

async function upload(user: string, url: string, filename: string, body: Buffer) {
  const form = multipart(filename, 'application/pdf', body);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await loginAs(t, user)), 'content-type': form.contentType },
    payload: form.payload,
  });
}

describe('planos de saúde', () => {
  it('lists the seeded plans, searchable and sorted, changed by the commercial manager only', async () => {
    const res = await as('gestorcomercial').get(
      `/api/planos-saude?range=${q([0, 9])}&sort=${q(['nome', 'ASC'])}&filter=${q({ q: 'Sênior' })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { nome: string }) => p.nome)).toEqual([
      'Sênior Apartamento',
      'Sênior Enfermaria',
    ]);
    expect((await as('concessionaria').get('/api/planos-saude')).statusCode).toBe(403);
    // The administrator reads plans (to pick one in a price table) but does not change them.
    expect((await as('admin').get('/api/planos-saude')).statusCode).toBe(200);
    expect((await as('admin').post('/api/planos-saude', { nome: 'X' })).statusCode).toBe(403);
  });

  it('creates, validates, edits with versao and keeps the history', async () => {
    const gc = as('gestorcomercial');
    const invalid = await gc.post('/api/planos-saude', { nome: '', acomodacao: 'Suíte' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages).toEqual(
      expect.arrayContaining([
        'Nome: Campo obrigatório',
        'Registro ANS: Campo obrigatório',
        'Acomodação: Opção inválida',
      ]),
    );
    const created = await gc.post('/api/planos-saude', {
      nome: 'Executivo Nacional',
      registroAns: '490.001/26-2',
      acomodacao: 'Apartamento',
      abrangencia: 'Nacional',
      arquivoNome: 'ignorado.pdf',
    });
    expect(created.statusCode).toBe(200);
    const plano = created.json().data;
    expect(plano).toMatchObject({ versao: 1, arquivoNome: null, ativo: true });
    const duplicate = await gc.post('/api/planos-saude', {
      nome: 'Outro',
      registroAns: '490.001/26-2',
    });
    expect(duplicate.statusCode).toBe(409);

    const edited = await gc.put(`/api/planos-saude/${plano.id}`, {
      ...plano,
      nome: 'Executivo Nacional Plus',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.versao).toBe(2);
    const stale = await gc.put(`/api/planos-saude/${plano.id}`, { ...plano, nome: 'X' });
    expect(stale.statusCode).toBe(409);
    const history = (await gc.get(`/api/planos-saude/${plano.id}/historico`)).json();
    expect(history.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          acao: 'alterado',
          alteracoes: { nome: { de: 'Executivo Nacional', para: 'Executivo Nacional Plus' } },
        }),
      ]),
    );
  });

  it('uploads, replaces and downloads the contract PDF, refusing a file that is not a PDF', async () => {
    const gc = as('gestorcomercial');
    const [plano] = (await gc.get(`/api/planos-saude?filter=${q({ q: 'Master' })}`)).json()
      .data as { id: number; versao: number }[];
    const url = `/api/planos-saude/${plano.id}/contrato`;
    expect((await gc.get(url)).statusCode).toBe(404);

    const fake = await upload('gestorcomercial', url, 'contrato.pdf', Buffer.from('não sou PDF'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().messages).toEqual(['O arquivo deve ser um PDF.']);

    const pdf = await smallPdf();
    const first = await upload('gestorcomercial', url, 'Contrato Master.pdf', pdf);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      versao: plano.versao,
      arquivoTamanho: pdf.length,
    });
    const second = await upload('gestorcomercial', url, 'contrato-v2.pdf', pdf);
    expect(second.json().data.versao).toBe(plano.versao);
    const history = (await gc.get(`/api/planos-saude/${plano.id}/historico`)).json().data;
    expect(history[0].alteracoes).toEqual({
      arquivoNome: { de: 'Contrato Master.pdf', para: 'contrato-v2.pdf' },
    });

    const download = await gc.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('contrato-v2.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const record = (await gc.get(`/api/planos-saude/${plano.id}`)).json().data;
    expect(record.arquivoNome).toBe('contrato-v2.pdf');

    expect((await upload('concessionaria', url, 'x.pdf', pdf)).statusCode).toBe(403);
    expect((await as('supervisor').get(url)).statusCode).toBe(403);
  });
});

describe('aditivos de contrato e tabelas de venda', () => {
  it('validates dates and the plan, and stores a valid addendum with its PDF', async () => {
    const gc = as('gestorcomercial');
    const bad = await gc.post('/api/aditivos-contrato', {
      titulo: 'Carência reduzida',
      planoSaudeId: 999999,
      vigenciaInicio: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(
      expect.arrayContaining(['Início da vigência: Data inválida']),
    );
    const backwards = await gc.post('/api/aditivos-contrato', {
      titulo: 'Carência reduzida',
      planoSaudeId: 1,
      vigenciaInicio: '2026-06-01',
      vigenciaFim: '2026-05-01',
    });
    expect(backwards.json().messages).toEqual([
      'Fim da vigência: Deve ser igual ou posterior a Início da vigência',
    ]);
    const created = await gc.post('/api/aditivos-contrato', {
      titulo: 'Carência reduzida',
      descricao: 'Carência de 30 dias para consultas.',
      planoSaudeId: 1,
      vigenciaInicio: '2026-06-01',
      vigenciaFim: '2027-05-31',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const sent = await upload(
      'gestorcomercial',
      `/api/aditivos-contrato/${id}/pdf`,
      'a.pdf',
      await smallPdf(),
    );
    expect(sent.statusCode).toBe(200);
    expect((await gc.get(`/api/aditivos-contrato/${id}/pdf`)).statusCode).toBe(200);
    expect((await as('dac').get('/api/aditivos-contrato')).statusCode).toBe(403);
  });

  it('lists sales tables by unit and guards them', async () => {
    const gc = as('gestorcomercial');
    const res = await gc.get(`/api/tabelas-venda?filter=${q({ codigoUnidade: 2 })}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ codigoUnidade: 2, arquivoNome: 'tabela-mg-senior-2026.pdf' }),
    ]);
    const invalid = await gc.post('/api/tabelas-venda', { codigoUnidade: 99 });
    expect(invalid.json().messages).toEqual(
      expect.arrayContaining([
        'Unidade: Opção inválida',
        'Plano de saúde: Campo obrigatório',
        'Início da vigência: Campo obrigatório',
      ]),
    );
    expect((await as('concessionaria').get('/api/tabelas-venda')).statusCode).toBe(403);
  });
});
