import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_ALVO_AVALIACAO_SAUDE as ALVO,
  FEEDBACK_PROCESSO_DECLARACAO as PROCESSO,
  SITUACAO,
} from '../../src/domain';
import { respostasCampanhas } from '../../server/db/schema';
import { issueLink } from '../../server/modules/proponente/links';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { sessaoProponente } from '../helpers/proponente';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** The nurse's video call with the applicant, opened and ended through the nurse's API. */
async function atenderPorVideo(propostaId: number) {
  const as = apiClient(t);
  const aberta = await as('enfermeiro').post(`/api/enfermeiro/${propostaId}/abrirSala`, {
    numerosCelular: [],
  });
  const salaId = Number(aberta.json().data.urlEnfermeiro.split('/').pop());
  const fim = await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
  expect(fim.statusCode, fim.body).toBe(200);
}

/** An applicant's session; `avaliada`: the nurse's video assessment already happened. */
async function session(avaliada = true) {
  const proposta = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    dataNascimento: '1950-01-20',
  });
  const { token } = await issueLink(t.db, proposta.id, 'fila');
  const { cookie } = await sessaoProponente(t, proposta, token, '1950-01-20');
  if (avaliada) await atenderPorVideo(proposta.id);
  return { proposta, cookie, user: `proposta-${proposta.id}` };
}

const campanha = (cookie: string | undefined, user: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/campanhas/alvo/${ALVO}/processo/${PROCESSO}?identificadorUsuario=${user}`,
    headers: cookie ? { cookie } : {},
  });

const responder = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campanhas/resposta',
    payload: body,
    headers: { cookie },
  });

describe('campaigns', () => {
  it('need the applicant session', async () => {
    expect((await campanha(undefined, 'proposta-1')).statusCode).toBe(401);
  });

  it("ask nothing before the nurse's assessment (409 on both calls), then ask after the room ends", async () => {
    const s = await session(false);
    const antes = await campanha(s.cookie, s.user);
    expect(antes.statusCode).toBe(409);
    const ativa = await t.db.query.campanhas.findFirst();
    const body = {
      campanhaId: ativa?.id ?? 1,
      processoId: PROCESSO,
      identificadorUsuario: s.user,
      valor: '5',
      comentario: '',
      alvoId: ALVO,
    };
    expect((await responder(s.cookie, body)).statusCode).toBe(409);
    await atenderPorVideo(s.proposta.id);
    expect((await campanha(s.cookie, s.user)).statusCode).toBe(200);
  });

  it("give the session's applicant name and id for the dialog, and 401 without a session", async () => {
    const s = await session(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/campanhas/usuario',
      headers: { cookie: s.cookie },
    });
    expect(res.json().data).toEqual({
      identificadorUsuario: s.user,
      nome: (s.proposta.nomeSocial || s.proposta.nome).split(' ')[0],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/campanhas/usuario' })).statusCode).toBe(
      401,
    );
  });

  it('give the active campaign id, take one answer per user, then answer 409', async () => {
    const s = await session();
    const res = await campanha(s.cookie, s.user);
    expect(res.statusCode).toBe(200);
    const campanhaId = res.json().data;
    expect(campanhaId).toBeGreaterThan(0);
    const body = {
      campanhaId,
      processoId: PROCESSO,
      identificadorUsuario: s.user,
      valor: '5',
      comentario: '',
      alvoId: ALVO,
    };
    const ok = await responder(s.cookie, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().messages).toEqual(['Obrigado pela sua avaliação!']);
    const rows = await t.db
      .select()
      .from(respostasCampanhas)
      .where(eq(respostasCampanhas.identificadorUsuario, s.user));
    expect(rows).toMatchObject([{ valor: '5', comentario: null, alvoId: ALVO }]);
    expect((await campanha(s.cookie, s.user)).statusCode).toBe(409);
    const twice = await responder(s.cookie, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages).toEqual(['Você já respondeu esta pesquisa.']);
  });

  it('ask the reason below 4 stars, refuse 0 stars and another user id', async () => {
    const s = await session();
    const campanhaId = (await campanha(s.cookie, s.user)).json().data;
    const body = { campanhaId, processoId: PROCESSO, identificadorUsuario: s.user, alvoId: ALVO };
    const short = await responder(s.cookie, { ...body, valor: '2', comentario: 'ruim' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages[0]).toMatch(/pelo menos 8/);
    const zero = await responder(s.cookie, { ...body, valor: '0', comentario: 'sem nota nenhuma' });
    expect(zero.statusCode).toBe(400);
    const other = await responder(s.cookie, {
      ...body,
      identificadorUsuario: 'proposta-999999',
      valor: '5',
    });
    expect(other.statusCode).toBe(403);
    const good = await responder(s.cookie, {
      ...body,
      valor: '3',
      comentario: 'Demorou para atender',
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('campaign management (declared resource)', () => {
  it('lets the health manager list, create and deactivate campaigns; others get 403', async () => {
    const as = apiClient(t);
    const list = await as('gestorsaude').get('/api/campanhas');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    const created = await as('gestorsaude').post('/api/campanhas', {
      nome: 'Pesquisa de dezembro',
      alvoId: ALVO,
      processoId: PROCESSO,
      ativo: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    // The newest active campaign is the one asked.
    const s = await session();
    expect((await campanha(s.cookie, s.user)).json().data).toBe(id);
    const removed = await as('gestorsaude').delete(`/api/campanhas/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await campanha(s.cookie, s.user)).json().data).not.toBe(id);
    expect((await as('gestorcomercial').get('/api/campanhas')).statusCode).toBe(403);
  });
});
