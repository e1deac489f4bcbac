import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPT_NAO_SE_APLICA, ETAPA_DECLARACAO, SITUACAO } from '../../src/domain';
import { respostasDeclaracaoSaude } from '../../server/db/schema';
import { concluirDeclaracao, salvarResposta } from '../../server/modules/proponente/declaracao';
import type { SessaoProponente } from '../../server/modules/proponente/session';
import { perguntasAtivas, type PerguntaRow } from '../fixtures/declaracao';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 39 item 15: the CPT acceptance is asked only when something was declared (a 'Sim' to a
 * health question), by the applicant's steps and by the nurse's form alike; the server holds
 * the rule whatever a client sends.
 */
describe('the CPT acceptance is asked only when something was declared', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let perguntas: PerguntaRow[];
  let cpt: PerguntaRow;
  let coracao: PerguntaRow;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    perguntas = await perguntasAtivas(t.db);
    cpt = perguntas.find((p) => p.etapaId === ETAPA_DECLARACAO.AceiteCPT)!;
    coracao = perguntas.find((p) => p.etapaId === ETAPA_DECLARACAO.DeclaracaoSaude)!;
  });
  afterAll(() => t.close());

  // The applicant's session is the HTTP layer's business (tests/api/proponente-area.test.ts);
  // these steps only read which proposal it opens.
  async function applicant() {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    const sessao = { propostaAdesaoId: proposta.id } as SessaoProponente;
    const responder = (p: PerguntaRow, seAplica: boolean) =>
      salvarResposta(t.db, sessao, {
        perguntaId: p.id,
        seAplica,
        detalhamento: seAplica && p.pedeDetalhamento ? 'Infarto em 2015.' : null,
      });
    const salvas = () =>
      t.db
        .select()
        .from(respostasDeclaracaoSaude)
        .where(eq(respostasDeclaracaoSaude.propostaAdesaoId, proposta.id));
    return { sessao, responder, salvas };
  }
  const semCpt = () => perguntas.filter((p) => p.id !== cpt.id);

  it('applicant: nothing declared (the guidance answered Sim) → no CPT; answering it is refused', async () => {
    const a = await applicant();
    for (const p of semCpt()) await a.responder(p, !p.dadoSaude);
    await expect(a.responder(cpt, true)).rejects.toMatchObject({
      statusCode: 400,
      message: CPT_NAO_SE_APLICA,
    });
    await concluirDeclaracao(t.db, a.sessao);
    const salvas = await a.salvas();
    expect(salvas).toHaveLength(perguntas.length - 1);
    expect(salvas.some((r) => r.etapaId === ETAPA_DECLARACAO.AceiteCPT)).toBe(false);
    // Each answer names its question: the health rule reads the question's flag.
    expect(new Set(salvas.map((r) => r.perguntaId))).toEqual(new Set(semCpt().map((p) => p.id)));
  });

  it('applicant: something declared → the CPT is required; taken back → the stale acceptance is dropped', async () => {
    const a = await applicant();
    for (const p of semCpt()) await a.responder(p, p.id === coracao.id || !p.dadoSaude);
    await expect(concluirDeclaracao(t.db, a.sessao)).rejects.toMatchObject({ statusCode: 400 });
    await a.responder(cpt, true);
    // The applicant goes back and declares nothing after all.
    await a.responder(coracao, false);
    await concluirDeclaracao(t.db, a.sessao);
    const salvas = await a.salvas();
    expect(salvas.some((r) => r.etapaId === ETAPA_DECLARACAO.AceiteCPT)).toBe(false);
  });

  it("nurse: the form's CPT answer is refused when nothing was declared, required when something was", async () => {
    const path = '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro';
    const body = (propostaAdesaoId: number, sim: number | null, comCpt: boolean) => ({
      propostaAdesaoId,
      declaracaoSaudeId: 1,
      respostas: perguntas
        .filter((p) => comCpt || p.id !== cpt.id)
        .map((p) => ({
          perguntaRegistrada: p.texto,
          etapaId: p.etapaId,
          seAplica: p.id === sim || p.id === cpt.id,
          detalhamento: p.id === sim ? 'Angina estável.' : null,
        })),
    });
    const nada = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    const recusada = await as('enfermeiro').post(path, body(nada.id, null, true));
    expect(recusada.statusCode).toBe(400);
    expect(recusada.json().messages).toEqual([CPT_NAO_SE_APLICA]);
    expect((await as('enfermeiro').post(path, body(nada.id, null, false))).statusCode).toBe(200);

    const declarou = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    const incompleta = await as('enfermeiro').post(path, body(declarou.id, coracao.id, false));
    expect(incompleta.statusCode).toBe(400);
    expect(
      (await as('enfermeiro').post(path, body(declarou.id, coracao.id, true))).statusCode,
    ).toBe(200);
    const salvas = await t.db
      .select()
      .from(respostasDeclaracaoSaude)
      .where(eq(respostasDeclaracaoSaude.propostaAdesaoId, declarou.id));
    expect(salvas).toHaveLength(perguntas.length);
    expect(salvas.every((r) => r.perguntaId != null)).toBe(true);
  });
});
