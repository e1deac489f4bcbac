import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETAPA_DECLARACAO, SITUACAO } from '../../src/domain';
import {
  acessosDadosSensiveis,
  documentosAnexos,
  respostasDeclaracaoSaude,
} from '../../server/db/schema';
import { guardarSelfie } from '../../server/modules/documentos/selfie';
import { perguntasAtivas } from '../fixtures/declaracao';
import { buildProposta, apiClient } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';

// The smallest valid PNG and JPEG: the server decides the format by these bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----teste' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('documents: selfie, kinds, audit and access log', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const upload = async (user: string, id: number, tipo: string, name: string, body: Buffer) => {
    const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const form = multipart(name, type, body);
    return t.app.inject({
      method: 'POST',
      url: `/api/adesao/${id}/documento/${tipo}/anexar`,
      headers: { ...(await loginAs(t, user)), 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  const accesses = (propostaId: number) =>
    t.db
      .select({ acao: acessosDadosSensiveis.acao, usuario: acessosDadosSensiveis.usuario })
      .from(acessosDadosSensiveis)
      .where(eq(acessosDadosSensiveis.propostaAdesaoId, propostaId));

  it('serves the selfie as an image, logs each read, and deletes it only for allowed roles', async () => {
    const proposta = await buildProposta(t.db);
    const none = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/selfieBeneficiario`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().messages).toEqual(['Selfie não encontrada.']);

    await guardarSelfie(t.db, proposta.id, 'image/jpeg', JPEG);
    const selfie = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/selfieBeneficiario`,
    );
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers['content-type']).toBe('image/jpeg');
    expect(selfie.headers['content-disposition']).toContain('inline; filename="selfie.jpg"');
    expect(selfie.rawPayload.equals(JPEG)).toBe(true);

    const denied = await as('enfermeiro').delete(
      `/api/documento/propostaAdesao/${proposta.id}/selfieBeneficiario`,
    );
    expect(denied.statusCode).toBe(403);
    const deleted = await as('gestorcomercial').delete(
      `/api/documento/propostaAdesao/${proposta.id}/selfieBeneficiario`,
    );
    expect(deleted.json()).toMatchObject({
      success: true,
      messages: ['Selfie excluída com sucesso!'],
    });
    const gone = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/selfieBeneficiario`,
    );
    expect(gone.statusCode).toBe(404);

    expect((await accesses(proposta.id)).map((a) => a.acao)).toEqual([
      'selfie.leitura',
      'selfie.exclusao',
    ]);
  });

  it('lists the documents of one kind, and refuses an unknown kind', async () => {
    const proposta = await buildProposta(t.db);
    expect(
      (await upload('concessionaria', proposta.id, 'identidade', 'rg.png', PNG)).statusCode,
    ).toBe(200);
    expect(
      (await upload('concessionaria', proposta.id, 'comprovante-residencia', 'conta.jpg', JPEG))
        .statusCode,
    ).toBe(200);

    const identidade = await as('gestorcomercial').get(
      `/api/documento/lista/identidade/propostaAdesao/${proposta.id}`,
    );
    expect(identidade.json().data.map((d: { nomeArquivo: string }) => d.nomeArquivo)).toEqual([
      'rg.png',
    ]);
    const byId = await as('gestorcomercial').get(
      `/api/documento/lista/2/propostaAdesao/${proposta.id}`,
    );
    expect(byId.json().data).toEqual([
      expect.objectContaining({
        nomeArquivo: 'conta.jpg',
        tipoNome: 'Comprovante de residência',
        contentType: 'image/jpeg',
        usuario: expect.any(String),
      }),
    ]);
    const unknown = await as('gestorcomercial').get(
      `/api/documento/lista/passaporte/propostaAdesao/${proposta.id}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual(['Tipo de documento inválido.']);
  });

  it('refuses an upload from a role that may not attach, and a file without a part', async () => {
    const proposta = await buildProposta(t.db);
    const nurse = await upload('enfermeiro', proposta.id, 'identidade', 'rg.png', PNG);
    expect(nurse.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/adesao/${proposta.id}/documento/identidade/anexar`,
      headers: { ...(await loginAs(t, 'concessionaria')), 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual(['Selecione um arquivo para anexar.']);
  });

  it('keeps a deleted document as an audit entry and logs every read', async () => {
    const proposta = await buildProposta(t.db);
    const doc = (await upload('concessionaria', proposta.id, 'outros', 'foto.png', PNG)).json()
      .data;
    await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    await as('gestorcomercial').post(`/api/documento/baixarArquivos/${proposta.id}`);
    await as('gestorcomercial').delete(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    const [row] = await t.db.select().from(documentosAnexos).where(eq(documentosAnexos.id, doc.id));
    expect(row).toMatchObject({ chaveArmazenamento: null, nomeArquivo: 'foto.png' });
    expect(row.excluidoPor).toBeTruthy();
    expect(row.dataExclusao).toBeInstanceOf(Date);

    const read = await as('gestorcomercial').get(
      `/api/documento/propostaAdesao/${proposta.id}/documentoAnexo/${doc.id}`,
    );
    expect(read.statusCode).toBe(404);
    expect((await accesses(proposta.id)).map((a) => a.acao)).toEqual([
      'documento.leitura',
      'documentos.zip',
      'documento.exclusao',
    ]);
  });

  it("puts the declaration's health answers in the dossier only for roles that may read them", async () => {
    const proposta = await buildProposta(t.db, {
      nome: 'Dossiê Saúde Teste',
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const perguntas = await perguntasAtivas(t.db);
    const daEtapa = (etapaId: number) => perguntas.find((p) => p.etapaId === etapaId)!.id;
    await t.db.insert(respostasDeclaracaoSaude).values([
      {
        propostaAdesaoId: proposta.id,
        perguntaId: daEtapa(ETAPA_DECLARACAO.OrientacaoMedica),
        etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
        ordem: 1,
        perguntaRegistrada: 'Recebeu a orientação médica?',
        seAplica: true,
      },
      {
        propostaAdesaoId: proposta.id,
        perguntaId: daEtapa(ETAPA_DECLARACAO.DeclaracaoSaude),
        etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
        ordem: 2,
        perguntaRegistrada: 'Possui hipertensão?',
        seAplica: true,
        detalhamento: 'Controlada com medicação.',
      },
    ]);
    expect(
      (await upload('concessionaria', proposta.id, 'outros', 'exame.png', PNG)).statusCode,
    ).toBe(200);
    const nurse = await as('enfermeiro').get(`/api/documento/gerarPdf/${proposta.id}`);
    expect(nurse.statusCode).toBe(200);
    const nurseText = await pdfText(nurse.rawPayload);
    expect(nurseText).toMatch(
      /Documentos anexados\s+exame\.png - Outros \(70 Bytes\), enviado por Cláudio Concessionária/,
    );
    expect(nurseText).toContain('Possui hipertensão?');
    expect(nurseText).toContain('Dossiê Saúde Teste');

    const manager = await as('gestorcomercial').get(`/api/documento/gerarPdf/${proposta.id}`);
    const managerText = await pdfText(manager.rawPayload);
    expect(managerText).toContain('Recebeu a orientação médica?');
    expect(managerText).not.toContain('hipertensão');
    expect((await accesses(proposta.id)).map((a) => a.acao)).toEqual([
      'dossie.geracao',
      'dossie.geracao',
    ]);
  });

  it('answers a JSON body the client can show when the dossier cannot be made', async () => {
    const res = await as('gestorcomercial').get('/api/documento/gerarPdf/987654321');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, messages: [expect.any(String)] });
  });
});
