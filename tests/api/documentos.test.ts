import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProposta, apiClient } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';

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

describe('documents', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const upload = async (user: string, id: number, filename: string, type: string, body: Buffer) => {
    const form = multipart(filename, type, body);
    return t.app.inject({
      method: 'POST',
      url: `/api/adesao/${id}/documento/identidade/anexar`,
      headers: { ...(await loginAs(t, user)), 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('attaches, lists, reads, zips and deletes a PDF; refuses disguised files and other roles', async () => {
    const proposta = await buildProposta(t.db);
    const pdf = await smallPdf();
    const res = await upload(
      'concessionaria',
      proposta.id,
      'rg título.pdf',
      'application/pdf',
      pdf,
    );
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      nomeArquivo: 'rg título.pdf',
      tipoNome: 'Documento de identidade',
      tamanho: pdf.length,
    });

    const disguised = await upload(
      'concessionaria',
      proposta.id,
      'foto.pdf',
      'application/pdf',
      Buffer.from('MZ not a pdf at all'),
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().messages[0]).toMatch(/Formato de arquivo não permitido/);

    const list = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/listarDocumentosAnexosSemArquivo`,
    );
    expect(list.json().data).toHaveLength(1);

    const file = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const zip = await as('gestorcomercial').post(`/api/documento/baixarArquivos/${proposta.id}`);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toEqual(['rg título.pdf']);

    const denied = await as('enfermeiro').delete(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    expect(denied.statusCode).toBe(403);
    const deleted = await as('gestorcomercial').delete(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    expect(deleted.statusCode).toBe(200);
    const after = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/listarDocumentosAnexosSemArquivo`,
    );
    expect(after.json().data).toHaveLength(0);
  });

  it('generates the dossier PDF with the holder name', async () => {
    const proposta = await buildProposta(t.db, { nome: 'João Conceição Araújo' });
    const res = await as('gestorcomercial').get(`/api/documento/gerarPdf/${proposta.id}`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('João Conceição Araújo');
    expect(text).toContain(`${proposta.numeroContrato ?? proposta.id}`);
  });
  it('refuses a PNG disguised as .pdf and a file over the size limit', async () => {
    const proposta = await buildProposta(t.db);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const disguised = await upload('concessionaria', proposta.id, 'rg.pdf', 'application/pdf', png);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().messages[0]).toMatch(/não corresponde à sua extensão/);

    // Through 'Parâmetros', as an operator would: the server's copy of the parameters is
    // renewed at once (a write straight to the table reaches it by NOTIFY, a moment later).
    const limite = await as('gestorcomercial').put('/api/parametros/documento.tamanhoMaximoMb', {
      valor: 1,
      versao: 0,
    });
    expect(limite.statusCode, limite.body).toBe(200);
    const big = Buffer.concat([await smallPdf(), Buffer.alloc(1024 * 1024 + 10)]);
    const oversized = await upload(
      'concessionaria',
      proposta.id,
      'grande.pdf',
      'application/pdf',
      big,
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().messages).toEqual(['O arquivo excede o tamanho máximo de 1 MB.']);
  });
});
