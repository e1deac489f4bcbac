import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETAPA_DECLARACAO, SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Pergunta {
  id: number;
  etapaId: number;
  ordem: number;
  texto: string;
  versao: number;
}

describe('health declaration editing (health manager)', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('lets the health manager add and edit questions; the nurse fills in what was saved', async () => {
    const created = await as('gestorsaude').post('/api/perguntas-declaracao-saude', {
      declaracaoSaudeId: 1,
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      ordem: 5,
      texto: 'Possui alguma alergia?',
      ativo: true,
    });
    expect(created.statusCode).toBe(200);
    const declaracao = (await as('enfermeiro').get('/api/enfermeiro/declaracaoSaude')).json().data;
    const textos = declaracao.perguntas.map((p: Pergunta) => p.texto);
    expect(textos).toContain('Possui alguma alergia?');
    // By step, then order: the new question closes the DeclaracaoSaude step.
    const etapa2 = declaracao.perguntas.filter(
      (p: Pergunta) => p.etapaId === ETAPA_DECLARACAO.DeclaracaoSaude,
    );
    expect(etapa2.at(-1).texto).toBe('Possui alguma alergia?');

    const pergunta = created.json().data as Pergunta;
    const edited = await as('gestorsaude').put(`/api/perguntas-declaracao-saude/${pergunta.id}`, {
      ...pergunta,
      texto: 'Possui alergia a medicamentos?',
      ativo: false,
    });
    expect(edited.statusCode).toBe(200);
    const after = (await as('enfermeiro').get('/api/enfermeiro/declaracaoSaude')).json().data;
    expect(after.perguntas.map((p: Pergunta) => p.texto)).not.toContain(
      'Possui alergia a medicamentos?',
    );

    // The nurse answers the questions as saved; one answer too few is refused.
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    // Nothing declared: the CPT acceptance is not asked (tests/api/declaracao-cpt.test.ts).
    const respostas = after.perguntas
      .filter((q: Pergunta) => q.etapaId !== ETAPA_DECLARACAO.AceiteCPT)
      .map((q: Pergunta) => ({
        perguntaRegistrada: q.texto,
        seAplica: false,
        etapaId: q.etapaId,
      }));
    const path = '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro';
    const body = { propostaAdesaoId: p.id, declaracaoSaudeId: 1 };
    expect(
      (await as('enfermeiro').post(path, { ...body, respostas: respostas.slice(1) })).statusCode,
    ).toBe(400);
    expect((await as('enfermeiro').post(path, { ...body, respostas })).statusCode).toBe(200);
  });

  it('edits the declaration title, active and CPT flags', async () => {
    const current = (await as('gestorsaude').get('/api/declaracoes-saude/1')).json().data;
    const res = await as('gestorsaude').put('/api/declaracoes-saude/1', {
      ...current,
      titulo: 'Declaração de saúde 2027',
      possuiCpt: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ titulo: 'Declaração de saúde 2027', possuiCpt: false });
  });

  it.each(['enfermeiro', 'enfermeiroexterno', 'gestorcomercial'])(
    'keeps the questionnaire editing from %s',
    async (username) => {
      expect((await as(username).get('/api/declaracoes-saude/1')).statusCode).toBe(403);
      expect(
        (
          await as(username).post('/api/perguntas-declaracao-saude', {
            declaracaoSaudeId: 1,
            etapaId: 2,
            ordem: 9,
            texto: 'Tentativa',
          })
        ).statusCode,
      ).toBe(403);
    },
  );
});
