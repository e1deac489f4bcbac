import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

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
