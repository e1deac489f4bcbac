import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import {
  comunicacoesPropostasAdesao,
  propostasAdesao,
  salasVideo,
  videosAvaliacao,
} from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { abrirSala } from '../helpers/sala-video';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { conectar } from '../helpers/ws-client';

describe('video room: abrirSala, invite and short link', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const mensagens = (id: number) =>
    t.db
      .select()
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.propostaAdesaoId, id));

  it('opens a room, invites the phone by SMS through the outbox, and the short link redirects', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const res = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, {
      numerosCelular: ['27999998888'],
    });
    expect(res.statusCode).toBe(200);
    const sala = res.json().data;
    expect(sala.urlBeneficiarioEncurtada).toMatch(/\/l\/[A-Za-z0-9_-]{8}$/);
    expect(sala.urlEnfermeiro).toMatch(/\/enfermeiro-avaliador\/sala-video\/\d+$/);
    const sms = await mensagens(p.id);
    expect(sms.map((m) => [m.canal, m.destino, m.modelo, m.link])).toEqual([
      ['sms', '27999998888', 'convite-video', sala.urlBeneficiarioEncurtada],
    ]);

    const path = new URL(sala.urlBeneficiarioEncurtada).pathname;
    const redirect = await t.app.inject({ method: 'GET', url: path });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(sala.urlBeneficiario);
    expect((await t.app.inject({ method: 'GET', url: '/l/naoexiste' })).statusCode).toBe(404);

    const again = await as('enfermeiro').post('/api/enfermeiro/reenviar/link', {
      propostaAdesaoId: p.id,
      celulares: ['27999998888'],
      linkSalaVideo: sala.urlBeneficiarioEncurtada,
      email: 'cliente@example.com',
      nome: p.nome,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().messages).toEqual(['Convite reenviado']);
    expect((await mensagens(p.id)).map((m) => m.canal).sort()).toEqual(['email', 'sms', 'sms']);
  });

  it('refuses links of other proposals, bad phones and other roles', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const outra = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const sala = (
      await as('enfermeiroexterno').post(`/api/enfermeiro/${outra.id}/abrirSala`, {
        numerosCelular: [],
      })
    ).json().data;
    const wrong = await as('enfermeiro').post('/api/enfermeiro/reenviar/link', {
      propostaAdesaoId: p.id,
      celulares: ['27999998888'],
      linkSalaVideo: sala.urlBeneficiarioEncurtada,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, {
          numerosCelular: ['123'],
        })
      ).statusCode,
    ).toBe(400);
    for (const username of ['gestorsaude', 'gestorcomercial']) {
      expect(
        (await as(username).post(`/api/enfermeiro/${p.id}/abrirSala`, { numerosCelular: [] }))
          .statusCode,
      ).toBe(403);
    }
    const fora = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    expect(
      (await as('enfermeiro').post(`/api/enfermeiro/${fora.id}/abrirSala`, { numerosCelular: [] }))
        .statusCode,
    ).toBe(409);
  });
});

describe('video room: signalling between the nurse and the applicant', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const sala = () => abrirSala(t, as);
  const ingresso = async (salaId: number, username = 'enfermeiro') =>
    as(username).post(`/api/enfermeiro/sala-video/${salaId}/ingresso`);
  const publica = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/sala-video/publica/${token}` });

  it('relays offer, answer and candidates, announces arrivals and departures, refuses a third peer', async () => {
    const { salaId, token, propostaId } = await sala();
    const entrada = (await ingresso(salaId)).json().data;
    expect(entrada).toMatchObject({ salaId, propostaAdesaoId: propostaId, iceServers: [] });
    const enfermeiro = await conectar(t, entrada.sinalizacao);
    expect(await enfermeiro.proxima('bem-vindo')).toEqual({
      tipo: 'bem-vindo',
      papel: 'enfermeiro',
      parPresente: false,
    });

    const info = (await publica(token)).json().data;
    const beneficiario = await conectar(t, info.sinalizacao);
    expect(await beneficiario.proxima('bem-vindo')).toMatchObject({ parPresente: true });
    await enfermeiro.proxima('par-entrou');

    const oferta = { descricao: { type: 'offer', sdp: 'v=0 oferta' } };
    enfermeiro.enviar({ tipo: 'sinal', dados: oferta });
    expect(await beneficiario.proxima('sinal')).toEqual({ tipo: 'sinal', dados: oferta });
    const candidato = { candidato: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } };
    beneficiario.enviar({ tipo: 'sinal', dados: candidato });
    expect(await enfermeiro.proxima('sinal')).toEqual({ tipo: 'sinal', dados: candidato });

    // The meeting opens the recording's row, 'Sala ainda aberta' until the upload.
    await expect
      .poll(async () =>
        (
          await t.db.select().from(videosAvaliacao).where(eq(videosAvaliacao.salaVideoId, salaId))
        ).map((v) => v.status),
      )
      .toEqual(['composition-hook-failed']);

    const terceiro = await conectar(t, info.sinalizacao);
    expect(await terceiro.fechado).toBe(4409);
    const outroEnfermeiro = await conectar(t, (await ingresso(salaId)).json().data.sinalizacao);
    expect(await outroEnfermeiro.fechado).toBe(4409);

    beneficiario.sair();
    await enfermeiro.proxima('par-saiu');
    // Anything but a signal is not relayed: the sender is disconnected.
    enfermeiro.enviar({ tipo: 'outra-coisa', dados: { descricao: 'x' } });
    expect(await enfermeiro.fechado).toBe(4400);
  });

  it('admits the nurse only with a fresh ticket of that room, once, and only nurses get one', async () => {
    const { salaId } = await sala();
    const outra = await sala();
    const semIngresso = await conectar(
      t,
      `/api/enfermeiro/sala-video/${salaId}/sinalizacao?ingresso=x`,
    );
    expect(await semIngresso.fechado).toBe(4401);
    const deOutraSala = (await ingresso(outra.salaId)).json().data.sinalizacao as string;
    const trocado = deOutraSala.replace(`/sala-video/${outra.salaId}/`, `/sala-video/${salaId}/`);
    expect(await (await conectar(t, trocado)).fechado).toBe(4401);

    const { sinalizacao } = (await ingresso(salaId, 'enfermeiroexterno')).json().data;
    const primeiro = await conectar(t, sinalizacao);
    await primeiro.proxima('bem-vindo');
    primeiro.sair();
    expect(await (await conectar(t, sinalizacao)).fechado).toBe(4401);

    for (const username of ['gestorsaude', 'gestorcomercial']) {
      expect((await ingresso(salaId, username)).statusCode).toBe(403);
    }
  });

  it('refuses unknown tokens, closed rooms and proposals out of the assessment', async () => {
    expect((await publica('naoexistenaoexistenaoexiste')).statusCode).toBe(404);
    const desconhecida = await conectar(
      t,
      '/api/sala-video/publica/naoexistenaoexistenaoexiste/sinalizacao',
    );
    expect(await desconhecida.fechado).toBe(4404);

    const { salaId, token, propostaId } = await sala();
    const enfermeiro = await conectar(t, (await ingresso(salaId)).json().data.sinalizacao);
    const beneficiario = await conectar(t, (await publica(token)).json().data.sinalizacao);
    await beneficiario.proxima('bem-vindo');
    const fim = await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    expect(fim.statusCode).toBe(200);
    await beneficiario.proxima('encerrada');
    expect(await beneficiario.fechado).toBe(4410);
    expect(await enfermeiro.fechado).toBe(4410);
    expect((await publica(token)).statusCode).toBe(410);
    expect((await ingresso(salaId)).statusCode).toBe(410);
    expect(await (await conectar(t, `/api/sala-video/publica/${token}/sinalizacao`)).fechado).toBe(
      4410,
    );
    const [fechada] = await t.db.select().from(salasVideo).where(eq(salasVideo.id, salaId));
    expect(fechada.dataEncerramento).not.toBeNull();
    expect(propostaId).toBeGreaterThan(0);

    const outra = await sala();
    await t.db
      .update(propostasAdesao)
      .set({ situacaoPropostaAdesaoId: SITUACAO.NovaEntrada })
      .where(eq(propostasAdesao.id, outra.propostaId));
    expect((await publica(outra.token)).statusCode).toBe(409);
    expect(
      await (
        await conectar(t, `/api/sala-video/publica/${outra.token}/sinalizacao`)
      ).fechado,
    ).toBe(4404);
  });
});
