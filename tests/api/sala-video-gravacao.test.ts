import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acessosDadosSensiveis } from '../../server/db/schema';
import { loginAs } from '../helpers/auth';
import { apiClient } from '../fixtures/propostas';
import { abrirSala } from '../helpers/sala-video';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { conectar } from '../helpers/ws-client';
import { limite } from '../helpers/limites';

/** The smallest file whose bytes say WebM: an EBML header with the DocType 'webm'. */
function webm(extra = 256): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]);
  return Buffer.concat([header, docType, Buffer.alloc(extra, 7)]);
}

function multipart(content: Buffer, type = 'video/webm') {
  const boundary = '----gravacao' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="atendimento.webm"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('video room: the recording and the audit list', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const sala = () => abrirSala(t, as);
  /** Both peers in the room, which opens the recording's row ('Sala ainda aberta'). */
  async function encontro(salaId: number, token: string) {
    const enfermeiro = await conectar(
      t,
      (await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/ingresso`)).json().data
        .sinalizacao,
    );
    // The nurse is in the room before the applicant knocks: the registration is asynchronous,
    // and under load the applicant could otherwise arrive first (then nobody says 'par-entrou').
    await enfermeiro.proxima('bem-vindo');
    await conectar(t, `/api/sala-video/publica/${token}/sinalizacao`);
    await enfermeiro.proxima('par-entrou');
  }
  const enviar = async (username: string, salaId: number, content: Buffer, type?: string) => {
    const form = multipart(content, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/enfermeiro/sala-video/${salaId}/gravacao`,
      headers: { ...(await loginAs(t, username)), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const videos = async (propostaId: number) =>
    (
      await as('gestorsaude').get(`/api/enfermeiro/propostaAdesao/${propostaId}/videosAuditoria`)
    ).json().data as { id: string; status: string; url: string | null }[];

  it("stores the nurse's upload, lists it 'Disponível' and plays it back to the health manager, logged", async () => {
    const { propostaId, salaId, token } = await sala();
    await encontro(salaId, token);
    await expect
      .poll(async () => (await videos(propostaId)).map((v) => v.status), {
        timeout: limite(10_000),
      })
      .toEqual(['composition-hook-failed']);

    const bytes = webm();
    const res = await enviar('enfermeiro', salaId, bytes);
    expect(res.statusCode).toBe(200);
    await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    const [video] = await videos(propostaId);
    expect(video).toMatchObject({ status: 'composition-available', url: res.json().data.url });
    expect(await videos(propostaId)).toHaveLength(1);

    const play = await as('gestorsaude').get(video.url!);
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toBe('video/webm');
    expect(play.rawPayload.equals(bytes)).toBe(true);
    expect((await as('enfermeiro').get(video.url!)).statusCode).toBe(403);
    const log = await t.db
      .select()
      .from(acessosDadosSensiveis)
      .where(
        and(
          eq(acessosDadosSensiveis.propostaAdesaoId, propostaId),
          eq(acessosDadosSensiveis.acao, 'video.leitura'),
        ),
      );
    expect(log.map((l) => l.recursoId)).toEqual([Number(video.id)]);
  });

  it('marks a video never uploaded as failed when the room closes; a late upload still lands', async () => {
    const { propostaId, salaId, token } = await sala();
    await encontro(salaId, token);
    await expect
      .poll(async () => (await videos(propostaId)).length, { timeout: limite(10_000) })
      .toBe(1);
    await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    expect((await videos(propostaId)).map((v) => [v.status, v.url])).toEqual([
      ['composition-failed', null],
    ]);
    expect((await enviar('enfermeiro', salaId, webm())).statusCode).toBe(200);
    expect((await videos(propostaId)).map((v) => v.status)).toEqual(['composition-available']);
  });

  it('refuses what is not WebM, an empty file, other roles and rooms out of scope', async () => {
    const { salaId } = await sala();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await enviar('enfermeiro', salaId, png, 'video/webm')).statusCode).toBe(415);
    expect((await enviar('enfermeiro', salaId, Buffer.alloc(0))).statusCode).toBe(400);
    for (const username of ['gestorsaude', 'gestorcomercial']) {
      expect((await enviar(username, salaId, webm())).statusCode).toBe(403);
    }
    expect((await enviar('enfermeiro', 999_999, webm())).statusCode).toBe(404);
    expect((await as('gestorsaude').get('/api/AvaliacaoSaude/videos/999999')).statusCode).toBe(404);
  });
});
