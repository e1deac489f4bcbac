import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPO_ATENDIMENTO } from '../../src/domain';
import { agendamentos, salasVideo, videosAvaliacao } from '../../server/db/schema';
import { SALA_DE_OUTRO_ENFERMEIRO } from '../../server/modules/avaliacao-saude/sala-acesso';
import { apiClient, userId } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { abrirSala } from '../helpers/sala-video';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { conectar } from '../helpers/ws-client';

/**
 * Issue 41, item 4: a video room belongs to the nurse who opened it (or to the one the
 * proposal's appointment names). Another nurse who reads the same proposal must not join the
 * call, put a recording into its audit list or close it.
 */
describe('video room: only its nurse joins, records and closes it', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** The smallest WebM (EBML header, DocType 'webm'), as a multipart upload. */
  async function enviarGravacao(username: string, salaId: number) {
    const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
      docType,
      Buffer.alloc(64, 7),
    ]);
    const boundary = '----sala-dono';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: `/api/enfermeiro/sala-video/${salaId}/gravacao`,
      headers: {
        ...(await loginAs(t, username)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), webm, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }
  const ingresso = (username: string, salaId: number) =>
    as(username).post(`/api/enfermeiro/sala-video/${salaId}/ingresso`);
  const encerrar = (username: string, salaId: number) =>
    as(username).post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
  const videos = async (propostaId: number) =>
    (
      await as('gestorsaude').get(`/api/enfermeiro/propostaAdesao/${propostaId}/videosAuditoria`)
    ).json().data as unknown[];

  it("refuses another nurse the room's ticket, the recording and the close, with a pt-BR 403", async () => {
    // Opened by 'enfermeiro'; the external nurse reads the same proposal (awaiting assessment).
    const { propostaId, salaId, token } = await abrirSala(t, as);
    expect((await as('enfermeiroexterno').get(`/api/adesao/${propostaId}`)).statusCode).toBe(200);

    for (const res of [
      await ingresso('enfermeiroexterno', salaId),
      await enviarGravacao('enfermeiroexterno', salaId),
      await encerrar('enfermeiroexterno', salaId),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().messages).toEqual([SALA_DE_OUTRO_ENFERMEIRO]);
    }
    // Nothing happened: no recording in the audit list, the room still open for its nurse.
    expect(await videos(propostaId)).toEqual([]);
    const [sala] = await t.db.select().from(salasVideo).where(eq(salasVideo.id, salaId));
    expect(sala.dataEncerramento).toBeNull();

    // The nurse who opened it joins as 'enfermeiro', records and closes it.
    const entrada = (await ingresso('enfermeiro', salaId)).json().data;
    const enfermeiro = await conectar(t, entrada.sinalizacao);
    expect(await enfermeiro.proxima('bem-vindo')).toMatchObject({ papel: 'enfermeiro' });
    await conectar(t, `/api/sala-video/publica/${token}/sinalizacao`);
    await enfermeiro.proxima('par-entrou');
    expect((await enviarGravacao('enfermeiro', salaId)).statusCode).toBe(200);
    expect((await encerrar('enfermeiro', salaId)).statusCode).toBe(200);
    expect(await enfermeiro.fechado).toBe(4410);
    // The health manager's audit reading is as it was: the recording is listed to it.
    await expect.poll(async () => (await videos(propostaId)).length).toBe(1);
    const gravados = await t.db
      .select({ enfermeiroId: videosAvaliacao.enfermeiroId })
      .from(videosAvaliacao)
      .where(eq(videosAvaliacao.salaVideoId, salaId));
    expect(gravados).toEqual([{ enfermeiroId: await userId(t.db, 'enfermeiro') }]);
  });

  it('admits the nurse the appointment names, though a colleague opened the room', async () => {
    const { propostaId, salaId } = await abrirSala(t, as);
    const inicio = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.insert(agendamentos).values({
      propostaAdesaoId: propostaId,
      profissionalId: await userId(t.db, 'enfermeiroexterno'),
      tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
      inicio,
      fim: new Date(inicio.getTime() + 30 * 60 * 1000),
      agendadoPor: 'Teste',
    });
    const entrada = await ingresso('enfermeiroexterno', salaId);
    expect(entrada.statusCode).toBe(200);
    const externo = await conectar(t, entrada.json().data.sinalizacao);
    expect(await externo.proxima('bem-vindo')).toMatchObject({ papel: 'enfermeiro' });
    externo.sair();
    expect((await enviarGravacao('enfermeiroexterno', salaId)).statusCode).toBe(200);
    expect((await encerrar('enfermeiroexterno', salaId)).statusCode).toBe(200);
  });

  it('a cancelled appointment no longer names its nurse', async () => {
    const { propostaId, salaId } = await abrirSala(t, as);
    const inicio = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await t.db.insert(agendamentos).values({
      propostaAdesaoId: propostaId,
      profissionalId: await userId(t.db, 'enfermeiroexterno'),
      tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
      inicio,
      fim: new Date(inicio.getTime() + 30 * 60 * 1000),
      situacao: 'cancelado',
      agendadoPor: 'Teste',
    });
    expect((await ingresso('enfermeiroexterno', salaId)).statusCode).toBe(403);
  });
});
