import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyLabel, SITUACAO } from '../../src/domain';
import {
  comunicacoesPropostasAdesao,
  propostasAdesao,
  salasVideo,
  videosAvaliacao,
} from '../../server/db/schema';
import { DESTINO_NAO_CADASTRADO } from '../../server/modules/comunicacoes/service';
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
      contatos: ['27999998888'],
      email: 'cliente@example.com',
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

  it("invites only the proposal's registered contacts, when opening and when resending", async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      contatos: ['27999998888'],
      email: 'cliente@example.com',
    });
    const estranho = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, {
      numerosCelular: ['11911112222'],
    });
    expect(estranho.statusCode).toBe(400);
    expect(estranho.json().messages).toEqual([DESTINO_NAO_CADASTRADO]);
    const sala = (
      await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, { numerosCelular: [] })
    ).json().data;
    for (const destino of [
      { celulares: ['11911112222'] },
      { celulares: [], email: 'outra.pessoa@example.com' },
    ]) {
      const res = await as('enfermeiro').post('/api/enfermeiro/reenviar/link', {
        propostaAdesaoId: p.id,
        linkSalaVideo: sala.urlBeneficiarioEncurtada,
        ...destino,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([DESTINO_NAO_CADASTRADO]);
    }
    const cadastrado = await as('enfermeiro').post('/api/enfermeiro/reenviar/link', {
      propostaAdesaoId: p.id,
      celulares: [],
      linkSalaVideo: sala.urlBeneficiarioEncurtada,
      email: 'Cliente@Example.com',
    });
    expect(cadastrado.statusCode).toBe(200);
    expect((await mensagens(p.id)).map((m) => [m.canal, m.destino])).toEqual([
      ['email', 'cliente@example.com'],
    ]);
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

describe('video room: opening again while it is open (issue 39, item 13)', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const abrir = (username: string, id: number, numerosCelular: string[] = []) =>
    as(username).post(`/api/enfermeiro/${id}/abrirSala`, { numerosCelular });

  it('answers the same room and links, invites again with the same link, and a closed room gives way to a new one', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      contatos: ['27999998888'],
    });
    const primeira = (await abrir('enfermeiro', p.id, ['27999998888'])).json().data;
    const segunda = await abrir('enfermeiro', p.id, ['27999998888']);
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json().data).toEqual(primeira);
    const salas = await t.db.select().from(salasVideo).where(eq(salasVideo.propostaAdesaoId, p.id));
    expect(salas).toHaveLength(1);
    const convites = await t.db
      .select({ link: comunicacoesPropostasAdesao.link })
      .from(comunicacoesPropostasAdesao)
      .where(eq(comunicacoesPropostasAdesao.propostaAdesaoId, p.id));
    expect(convites.map((c) => c.link)).toEqual([
      primeira.urlBeneficiarioEncurtada,
      primeira.urlBeneficiarioEncurtada,
    ]);

    const salaId = Number(primeira.urlEnfermeiro.split('/').pop());
    const fim = await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    expect(fim.statusCode, fim.body).toBe(200);
    const nova = (await abrir('enfermeiro', p.id)).json().data;
    expect(nova.urlBeneficiario).not.toBe(primeira.urlBeneficiario);
    expect(nova.urlEnfermeiro).not.toBe(primeira.urlEnfermeiro);
  });

  it("writes the room's opening and its end in the proposal's history, with who and when", async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const historico = async () =>
      (
        (await as('gestorcomercial').get(`/api/adesao/${p.id}/listarHistorico`)).json().data as {
          chave: string;
          descricao: string;
          autor: string;
          dataTransicao: string;
        }[]
      ).filter((h) => h.chave.includes('sala-video'));
    const antes = Date.now();
    const aberta = (await abrir('enfermeiro', p.id)).json().data;
    // Opening again answers the same room: one opening in the history.
    expect((await abrir('enfermeiro', p.id)).statusCode).toBe(200);
    const salaId = Number(aberta.urlEnfermeiro.split('/').pop());
    const encerrar = () => as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    expect((await encerrar()).statusCode).toBe(200);
    expect((await encerrar()).statusCode).toBe(200);

    const entradas = await historico();
    expect(entradas.map(({ chave, descricao, autor }) => ({ chave, descricao, autor }))).toEqual([
      {
        chave: 'abrir-sala-video',
        descricao: 'Sala de vídeo aberta para o atendimento de enfermagem',
        autor: 'Elaine Enfermeira',
      },
      {
        chave: 'encerrar-sala-video',
        descricao: 'Atendimento por vídeo encerrado',
        autor: 'Elaine Enfermeira',
      },
    ]);
    for (const entrada of entradas) {
      expect(new Date(entrada.dataTransicao).getTime()).toBeGreaterThanOrEqual(antes - 1000);
      // The side panel names each entry; 'Registro' is its word for a key it does not know.
      expect(historyLabel(entrada.chave)).not.toBe('Registro');
    }
  });

  it('an expired room (a day old) gives way to a new one', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const antiga = (await abrir('enfermeiro', p.id)).json().data;
    await t.db
      .update(salasVideo)
      .set({ dataCriacao: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(salasVideo.propostaAdesaoId, p.id));
    const nova = (await abrir('enfermeiro', p.id)).json().data;
    expect(nova.urlBeneficiario).not.toBe(antiga.urlBeneficiario);
  });

  it("another nurse cannot take over a colleague's open room (409), nor get a second one", async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    expect((await abrir('enfermeiro', p.id)).statusCode).toBe(200);
    const outra = await abrir('enfermeiroexterno', p.id);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().messages).toEqual([
      'Outro enfermeiro já está com a sala desta proposta aberta. Aguarde o encerramento do atendimento.',
    ]);
    const salas = await t.db.select().from(salasVideo).where(eq(salasVideo.propostaAdesaoId, p.id));
    expect(salas).toHaveLength(1);
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

    const { sinalizacao } = (await ingresso(salaId)).json().data;
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
