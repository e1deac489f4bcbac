import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO, VERSAO_TERMO_INTENCAO } from '../../src/domain';
import {
  aceitesTermoIntencao,
  comunicacoesPropostasAdesao,
  historicoPropostasAdesao,
  linksProponente,
  perguntasDeclaracaoSaude,
  planosSaude,
  propostasAdesao,
  respostasDeclaracaoSaude,
} from '../../server/db/schema';
import { issueLink } from '../../server/modules/proponente/links';
import type { FinalidadeLink } from '../../server/modules/proponente/tokens';
import { planoComPreco } from '../fixtures/precos';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { sessaoProponente } from '../helpers/proponente';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const NASCIMENTO = '1952-09-30';

/** A proposal waiting for the term, its link, and a validated session cookie. */
async function applicant(
  situacao: number = SITUACAO.AguardandoAprovacaoTermo,
  finalidade: FinalidadeLink = 'termo',
) {
  const proposta = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: situacao,
    dataNascimento: NASCIMENTO,
    // A plan with a valid price table: the term is accepted only with a price (issue 39).
    planoSaudeId: await planoComPreco(t.db),
  });
  const { token } = await issueLink(t.db, proposta.id, finalidade);
  const { cookie, setCookie } = await sessaoProponente(t, proposta, token, NASCIMENTO);
  return { proposta, token, cookie, setCookie };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('links delivered by a resend', () => {
  it('carry at least 128 random bits, are stored hashed and revoke the previous one', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      dataNascimento: NASCIMENTO,
    });
    const as = apiClient(t);
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const sent = await as('gestorcomercial').post(
        `/api/adesao/${proposta.id}/reenviar/termo/email`,
        {},
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const [row] = await t.db
        .select({ link: comunicacoesPropostasAdesao.link })
        .from(comunicacoesPropostasAdesao)
        .where(eq(comunicacoesPropostasAdesao.id, sent.json().data.id));
      tokens.push(row.link!.split('/mpa/')[1]);
    }
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    const stored = await t.db
      .select()
      .from(linksProponente)
      .where(eq(linksProponente.propostaAdesaoId, proposta.id));
    expect(JSON.stringify(stored)).not.toContain(tokens[0]);
    expect(JSON.stringify(stored)).not.toContain(tokens[1]);
    const validar = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/proponenteDmz/validarAcesso',
        payload: { cpf: proposta.cpf, dataNascimento: NASCIMENTO, token },
      });
    expect((await validar(tokens[0])).json().success).toBe(false);
    expect((await validar(tokens[1])).json().success).toBe(true);
  });
});

describe('applicant session', () => {
  it('is an HttpOnly, SameSite=Strict cookie set only by a successful validation', async () => {
    const { setCookie } = await applicant();
    expect(setCookie).toMatch(
      /^mpa_sessao=[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Strict/,
    );
  });

  it('is required, with the token of its own link, by every later call', async () => {
    const a = await applicant();
    const b = await applicant();
    const url = '/api/proponenteDmz/obterPropostaAdesao';
    expect((await call('POST', url, undefined, { token: a.token })).statusCode).toBe(401);
    expect((await call('POST', url, a.cookie, { token: b.token })).statusCode).toBe(401);
    expect((await call('POST', url, 'mpa_sessao=inventada', { token: a.token })).statusCode).toBe(
      401,
    );
    const own = await call('POST', url, a.cookie, { token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['referrer-policy']).toBe('no-referrer');
  });

  it('a video-room link neither shows nor confirms the purchase (one purpose per link)', async () => {
    const sala = await applicant(SITUACAO.AguardandoAprovacaoTermo, 'sala');
    const res = await call('POST', '/api/proponenteDmz/obterPropostaAdesao', sala.cookie, {
      token: sala.token,
    });
    expect(res.statusCode).toBe(401);
    const confirm = await call(
      'GET',
      `/api/proponenteDmz/${sala.token}/registrarIntencaoCompra`,
      sala.cookie,
    );
    expect(confirm.statusCode).toBe(401);
  });
});

describe('obterPropostaAdesao and registrarIntencaoCompra', () => {
  it('shows the plan, the holder, the dependents and the monthly price', async () => {
    const a = await applicant();
    const [plano] = await t.db
      .select({ id: planosSaude.id })
      .from(planosSaude)
      .where(eq(planosSaude.nome, 'Sênior Apartamento'));
    await t.db
      .update(propostasAdesao)
      .set({ planoSaudeId: plano.id })
      .where(eq(propostasAdesao.id, a.proposta.id));
    await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoTermo,
      propostaTitularId: a.proposta.id,
      numeroContrato: a.proposta.numeroContrato,
      grauParentescoId: 3,
      nome: 'Dependente da Silva',
      dataNascimento: '1956-01-01',
    });
    const res = await call('POST', '/api/proponenteDmz/obterPropostaAdesao', a.cookie, {
      token: a.token,
    });
    const { data } = res.json();
    expect(data.etapa).toBe('termo');
    // The plan the proposal was sold under, as the registry names it.
    expect(data.plano).toEqual({ nome: 'Sênior Apartamento', acomodacao: 'Apartamento' });
    expect(data.titular.cpf).toMatch(/^\*\*\*\.\*\*\*\.\d{3}-\d{2}$/);
    expect(data.dependentes).toHaveLength(1);
    expect(data.dependentes[0].nome).toBe('Dependente da Silva');
    expect(data.valorTotalMensal).toBeCloseTo(
      data.titular.valorMensal + data.dependentes[0].valorMensal,
    );
    expect(data.termo.versao).toBe(VERSAO_TERMO_INTENCAO);
  });

  it('registers the intent through the lifecycle and keeps the evidence', async () => {
    const a = await applicant();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/proponenteDmz/${a.token}/registrarIntencaoCompra`,
      headers: { cookie: a.cookie, 'user-agent': 'Teste/1.0' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual(['Intenção de compra registrada com sucesso!']);
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, a.proposta.id));
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoDeclaracaoSaude);
    expect(row.aceiteTermoEm).not.toBeNull();
    const evidence = await t.db
      .select()
      .from(aceitesTermoIntencao)
      .where(eq(aceitesTermoIntencao.propostaAdesaoId, a.proposta.id));
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({
      ip: '203.0.113.7',
      versaoTermo: VERSAO_TERMO_INTENCAO,
      userAgent: 'Teste/1.0',
    });
    const history = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, a.proposta.id));
    expect(history.map((h) => h.chave)).toContain('confirmar-intencao-compra');
    // A second tap answers success and records nothing more.
    const again = await call(
      'GET',
      `/api/proponenteDmz/${a.token}/registrarIntencaoCompra`,
      a.cookie,
    );
    expect(again.json().success).toBe(true);
    const evidenceAfter = await t.db
      .select()
      .from(aceitesTermoIntencao)
      .where(eq(aceitesTermoIntencao.propostaAdesaoId, a.proposta.id));
    expect(evidenceAfter).toHaveLength(1);
  });

  it("the holder's acceptance is the family's: her dependants waiting for the term move too", async () => {
    const a = await applicant();
    const dependente = (nome: string, situacao: number) =>
      buildProposta(t.db, {
        situacaoPropostaAdesaoId: situacao,
        propostaTitularId: a.proposta.id,
        numeroContrato: a.proposta.numeroContrato,
        grauParentescoId: 3,
        nome,
        dataNascimento: '2010-01-01',
      });
    const filho = await dependente('Filho Aguardando', SITUACAO.AguardandoAprovacaoTermo);
    const cancelado = await dependente('Filho Cancelado', SITUACAO.Cancelada);
    const res = await call(
      'GET',
      `/api/proponenteDmz/${a.token}/registrarIntencaoCompra`,
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);

    const situacao = async (id: number) =>
      (
        await t.db
          .select({ s: propostasAdesao.situacaoPropostaAdesaoId })
          .from(propostasAdesao)
          .where(eq(propostasAdesao.id, id))
      )[0].s;
    expect(await situacao(filho.id)).toBe(SITUACAO.AguardandoDeclaracaoSaude);
    expect(await situacao(cancelado.id)).toBe(SITUACAO.Cancelada);
    const [historico] = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, filho.id));
    expect(historico).toMatchObject({
      chave: 'confirmar-intencao-compra',
      autor: `${a.proposta.nome} (titular)`,
    });
    const evidencia = await t.db
      .select()
      .from(aceitesTermoIntencao)
      .where(eq(aceitesTermoIntencao.propostaAdesaoId, filho.id));
    expect(evidencia).toHaveLength(1);
  });

  it('refuses the intent of a proposal no longer waiting for the term', async () => {
    const a = await applicant(SITUACAO.NovaEntrada);
    const res = await call(
      'GET',
      `/api/proponenteDmz/${a.token}/registrarIntencaoCompra`,
      a.cookie,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('health declaration', () => {
  it('reads the active questions, saves as it goes and completes into the nursing queue', async () => {
    const a = await applicant(SITUACAO.AguardandoDeclaracaoSaude, 'declaracao');
    const base = `/api/proponenteDmz/${a.token}/declaracaoSaude`;
    const read = await call('GET', base, a.cookie);
    expect(read.statusCode).toBe(200);
    const declaracao = read.json().data;
    expect(declaracao.aberta).toBe(true);
    const etapas = new Set(declaracao.perguntas.map((p: { etapaId: number }) => p.etapaId));
    expect([...etapas]).toEqual([1, 2, 3, 4]);

    expect((await call('POST', `${base}/concluir`, a.cookie)).json().messages).toEqual([
      'Responda todas as perguntas antes de concluir.',
    ]);
    const detalhada = declaracao.perguntas.find(
      (p: { pedeDetalhamento: boolean }) => p.pedeDetalhamento,
    );
    const semDetalhe = await call('PUT', `${base}/resposta`, a.cookie, {
      perguntaId: detalhada.id,
      seAplica: true,
    });
    expect(semDetalhe.statusCode).toBe(400);
    expect(semDetalhe.json().messages).toEqual(['Descreva o detalhamento da resposta.']);

    for (const p of declaracao.perguntas) {
      const sim = p.id === detalhada.id;
      const res = await call('PUT', `${base}/resposta`, a.cookie, {
        perguntaId: p.id,
        seAplica: sim,
        detalhamento: sim ? 'Hipertensão desde 2015' : null,
      });
      expect(res.statusCode).toBe(200);
    }
    // Changing an answer replaces it.
    await call('PUT', `${base}/resposta`, a.cookie, {
      perguntaId: detalhada.id,
      seAplica: true,
      detalhamento: 'Hipertensão controlada',
    });
    const saved = await t.db
      .select()
      .from(respostasDeclaracaoSaude)
      .where(eq(respostasDeclaracaoSaude.propostaAdesaoId, a.proposta.id));
    expect(saved).toHaveLength(declaracao.perguntas.length);
    expect(saved.find((r) => r.seAplica)?.detalhamento).toBe('Hipertensão controlada');
    const [pergunta] = await t.db
      .select()
      .from(perguntasDeclaracaoSaude)
      .where(eq(perguntasDeclaracaoSaude.id, detalhada.id));
    expect(saved.find((r) => r.seAplica)?.perguntaRegistrada).toBe(pergunta.texto);

    const done = await call('POST', `${base}/concluir`, a.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().messages).toEqual(['Declaração de saúde registrada com sucesso!']);
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, a.proposta.id));
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoAvaliacaoEnfermagem);
    expect(row.possuiRespostaDeclaracaoSaude).toBe(true);

    const late = await call('PUT', `${base}/resposta`, a.cookie, {
      perguntaId: detalhada.id,
      seAplica: false,
    });
    expect(late.statusCode).toBe(409);
  });
});
