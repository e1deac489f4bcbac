import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { acessosDadosSensiveis, selfiesBeneficiarios } from '../../server/db/schema';
import { issueLink } from '../../server/modules/proponente/links';
import type { FinalidadeLink } from '../../server/modules/proponente/tokens';
import { fromRoot } from '../../server/paths';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { sessaoProponente } from '../helpers/proponente';
import { createTestApp, type TestApp } from '../helpers/test-app';

const JPEG = readFileSync(fromRoot('server/db/seed/assets/selfie-demonstracao.jpg'));
/** 1×1 pixel images: enough bytes for their format's signature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const NASCIMENTO = '1950-03-14';

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----selfie' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let t: TestApp;
let as: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(() => t.close());

/** A proposal in `situacao`, its link and the applicant's verified session. */
async function proponente(
  situacao: number = SITUACAO.AguardandoAvaliacaoEnfermagem,
  finalidade: FinalidadeLink = 'fila',
) {
  const proposta = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: situacao,
    dataNascimento: NASCIMENTO,
  });
  const { token } = await issueLink(t.db, proposta.id, finalidade);
  const { cookie } = await sessaoProponente(t, proposta, token, NASCIMENTO);
  return { proposta, token, cookie };
}

const enviar = (token: string, cookie: string | null, nome: string, tipo: string, body: Buffer) => {
  const form = multipart(nome, tipo, body);
  return t.app.inject({
    method: 'POST',
    url: `/api/proponenteDmz/${token}/selfie`,
    headers: { 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });
};

const situacao = (token: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/proponenteDmz/${token}/selfie`, headers: { cookie } });

const lerComo = (username: string, propostaId: number) =>
  as(username).get(`/api/documento/propostaAdesao/${propostaId}/selfieBeneficiario`);

describe("the applicant's selfie", () => {
  it('is sent from her session, and the nurse sees exactly that photo; a retake replaces it', async () => {
    const { proposta, token, cookie } = await proponente();
    expect((await situacao(token, cookie)).json().data).toEqual({
      enviada: false,
      dataEnvio: null,
    });
    const res = await enviar(token, cookie, 'foto.jpg', 'image/jpeg', JPEG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual(['Selfie enviada com sucesso!']);
    expect((await situacao(token, cookie)).json().data.enviada).toBe(true);

    const vista = await lerComo('enfermeiro', proposta.id);
    expect(vista.statusCode).toBe(200);
    expect(vista.headers['content-type']).toBe('image/jpeg');
    expect(vista.rawPayload.equals(JPEG)).toBe(true);

    // Retake: a WebP this time, declared only as a generic binary by the browser.
    expect((await enviar(token, cookie, 'blob', 'application/octet-stream', WEBP)).statusCode).toBe(
      200,
    );
    const nova = await lerComo('enfermeiroexterno', proposta.id);
    expect(nova.headers['content-type']).toBe('image/webp');
    expect(nova.headers['content-disposition']).toContain('selfie.webp');
    expect(nova.rawPayload.equals(WEBP)).toBe(true);
    const linhas = await t.db
      .select()
      .from(selfiesBeneficiarios)
      .where(eq(selfiesBeneficiarios.propostaAdesaoId, proposta.id));
    expect(linhas).toHaveLength(2);
    expect(linhas.filter((l) => l.dataExclusao == null)).toHaveLength(1);
    expect(linhas.find((l) => l.dataExclusao != null)).toMatchObject({
      chaveArmazenamento: null,
      excluidoPor: 'Proponente (nova selfie)',
    });
  });

  it('accepts PNG from the declaration link too', async () => {
    const { proposta, token, cookie } = await proponente(
      SITUACAO.AguardandoDeclaracaoSaude,
      'declaracao',
    );
    expect((await enviar(token, cookie, 'selfie.png', 'image/png', PNG)).statusCode).toBe(200);
    expect((await lerComo('enfermeiro', proposta.id)).headers['content-type']).toBe('image/png');
  });

  it('is judged by its bytes: other formats and disguised files are refused with pt-BR messages', async () => {
    const { proposta, token, cookie } = await proponente();
    const formato = 'Formato de imagem não permitido. Envie uma foto JPEG, PNG ou WebP.';
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    for (const [nome, tipo, body] of [
      ['foto.jpg', 'image/jpeg', html],
      ['foto.jpg', 'image/jpeg', pdf],
      ['foto.png', 'text/html', PNG],
      ['foto.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary')],
    ] as const) {
      const res = await enviar(token, cookie, nome, tipo, body);
      expect(res.statusCode, `${nome} ${tipo}`).toBe(415);
      expect(res.json().messages).toEqual([formato]);
    }
    const vazia = await enviar(token, cookie, 'foto.jpg', 'image/jpeg', Buffer.alloc(0));
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().messages).toEqual(['Tire ou escolha uma foto para enviar.']);
    const semArquivo = await t.app.inject({
      method: 'POST',
      url: `/api/proponenteDmz/${token}/selfie`,
      headers: { cookie },
      payload: {},
    });
    expect(semArquivo.statusCode).toBe(400);
    expect((await lerComo('enfermeiro', proposta.id)).statusCode).toBe(404);
  });

  it('refuses a photo over 8 MB with 413', async () => {
    const { proposta, token, cookie } = await proponente();
    const grande = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(8 * 1024 * 1024 + 1)]);
    const res = await enviar(token, cookie, 'foto.jpg', 'image/jpeg', grande);
    expect(res.statusCode).toBe(413);
    expect(res.json().messages).toEqual([
      'A foto excede o tamanho máximo de 8 MB. Tire outra foto ou escolha uma menor.',
    ]);
    expect((await lerComo('enfermeiro', proposta.id)).statusCode).toBe(404);
  });

  it('needs her verified session on her own link, and closes once the assessment is over', async () => {
    const { proposta, token, cookie } = await proponente();
    expect((await enviar(token, null, 'foto.jpg', 'image/jpeg', JPEG)).statusCode).toBe(401);
    // Another applicant's session cannot send to this link (the session belongs to one link).
    const outra = await proponente();
    expect((await enviar(token, outra.cookie, 'foto.jpg', 'image/jpeg', JPEG)).statusCode).toBe(
      401,
    );
    // CPF and birth date without the one-time code: nothing is recorded.
    const validada = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token },
    });
    const semCodigo = String(validada.headers['set-cookie']).split(';')[0];
    expect((await enviar(token, semCodigo, 'foto.jpg', 'image/jpeg', JPEG)).statusCode).toBe(403);
    const live = await t.db
      .select()
      .from(selfiesBeneficiarios)
      .where(
        and(
          eq(selfiesBeneficiarios.propostaAdesaoId, proposta.id),
          isNull(selfiesBeneficiarios.dataExclusao),
        ),
      );
    expect(live).toHaveLength(0);
    expect(cookie).toBeTruthy();

    const concluida = await proponente(SITUACAO.Concluida, 'termo');
    const tarde = await enviar(concluida.token, concluida.cookie, 'foto.jpg', 'image/jpeg', JPEG);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().messages).toEqual([
      'A selfie só pode ser enviada antes da avaliação de enfermagem.',
    ]);
  });

  it('is read only by the roles that see the documents, and each read is logged', async () => {
    const { proposta, token, cookie } = await proponente();
    expect((await enviar(token, cookie, 'foto.jpg', 'image/jpeg', JPEG)).statusCode).toBe(200);
    // The administrator manages users, not proposals: no documents, no selfie.
    const admin = await lerComo('admin', proposta.id);
    expect(admin.statusCode).toBe(403);
    expect(admin.rawPayload.equals(JPEG)).toBe(false);
    expect((await lerComo('enfermeiro', proposta.id)).statusCode).toBe(200);
    const leituras = await t.db
      .select({ acao: acessosDadosSensiveis.acao })
      .from(acessosDadosSensiveis)
      .where(eq(acessosDadosSensiveis.propostaAdesaoId, proposta.id));
    expect(leituras.map((l) => l.acao)).toEqual(['selfie.leitura']);
  });
});
