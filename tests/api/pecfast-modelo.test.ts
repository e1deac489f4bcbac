import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PECFAST_MODELO, SITUACAO, type PecFastPergunta } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NOVO_MODELO: PecFastPergunta[] = [
  {
    id: 'identidadeConfirmada',
    texto: 'Documento com foto conferido?',
    tipo: 'simNao',
    obrigatoria: true,
  },
  {
    id: 'fumante',
    texto: 'Fumante?',
    tipo: 'opcoes',
    opcoes: ['Nunca', 'Ex-fumante', 'Sim'],
    obrigatoria: true,
  },
];

describe('the PecFast questionnaire, edited by the health manager', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('starts on the built-in model and lets only the health manager save a new one', async () => {
    const inicial = await as('enfermeiro').get('/api/AvaliacaoSaude/pecfast/modelo');
    expect(inicial.statusCode).toBe(200);
    expect(inicial.json().data).toMatchObject({ id: null, perguntas: PECFAST_MODELO });

    const doEnfermeiro = await as('enfermeiro').put('/api/AvaliacaoSaude/pecfast/modelo', {
      perguntas: NOVO_MODELO,
    });
    expect(doEnfermeiro.statusCode).toBe(403);
    const daConcessionaria = await as('concessionaria').get('/api/AvaliacaoSaude/pecfast/modelo');
    expect(daConcessionaria.statusCode).toBe(403);
  });

  it('refuses a model that cannot be answered, with the reason', async () => {
    const salvar = (perguntas: unknown) =>
      as('gestorsaude').put('/api/AvaliacaoSaude/pecfast/modelo', { perguntas });
    const casos: [unknown, string][] = [
      [[], 'O questionário precisa de ao menos uma pergunta.'],
      [[{ ...NOVO_MODELO[1], opcoes: ['Só uma'] }], 'Pergunta 1: informe ao menos duas opções.'],
      [[NOVO_MODELO[0], NOVO_MODELO[0]], 'Pergunta 2: identificador repetido.'],
      [[{ ...NOVO_MODELO[0], texto: '   ' }], 'Pergunta 1: informe o texto.'],
      [[{ ...NOVO_MODELO[0], id: 'com espaço' }], 'Pergunta 1: identificador inválido.'],
    ];
    for (const [perguntas, mensagem] of casos) {
      const res = await salvar(perguntas);
      expect(res.statusCode, mensagem).toBe(400);
      expect(res.json().messages).toEqual([mensagem]);
    }
  });

  it('keeps earlier answers with the questions they were given under', async () => {
    const antiga = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const respostasAntigas = {
      identidadeConfirmada: true,
      estadoGeral: 'Bom',
      doencaPreexistente: false,
    };
    expect(
      (
        await as('enfermeiro').post(`/api/AvaliacaoSaude/propostaAdesao/${antiga.id}/registrar`, {
          respostasJson: respostasAntigas,
        })
      ).statusCode,
    ).toBe(200);

    const salvo = await as('gestorsaude').put('/api/AvaliacaoSaude/pecfast/modelo', {
      perguntas: NOVO_MODELO,
    });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json().data).toMatchObject({
      perguntas: NOVO_MODELO,
      alteradoPor: 'Helena Saúde',
    });

    // A new assessment is answered, and checked, against the new questions.
    const nova = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const emBranco = (
      await as('enfermeiro').get(`/api/AvaliacaoSaude/propostaAdesao/${nova.id}`)
    ).json().data;
    expect(emBranco.modeloJson).toEqual(NOVO_MODELO);
    const comModeloAntigo = await as('enfermeiro').post(
      `/api/AvaliacaoSaude/propostaAdesao/${nova.id}/registrar`,
      { respostasJson: respostasAntigas },
    );
    expect(comModeloAntigo.statusCode).toBe(400);
    const comModeloNovo = await as('enfermeiro').post(
      `/api/AvaliacaoSaude/propostaAdesao/${nova.id}/registrar`,
      { respostasJson: { identidadeConfirmada: true, fumante: 'Nunca' } },
    );
    expect(comModeloNovo.statusCode).toBe(200);

    // The earlier answers still read with their own questions, on both reads.
    const lidaAntiga = (
      await as('enfermeiro').get(`/api/AvaliacaoSaude/propostaAdesao/${antiga.id}`)
    ).json().data;
    expect(lidaAntiga.modeloJson).toEqual(PECFAST_MODELO);
    const v2Antiga = (await as('enfermeiro').get(`/api/adesao/${antiga.id}/v2`)).json().data;
    expect(v2Antiga.pecFast.modeloJson).toEqual(PECFAST_MODELO);
    const v2Nova = (await as('enfermeiro').get(`/api/adesao/${nova.id}/v2`)).json().data;
    expect(v2Nova.pecFast.modeloJson).toEqual(NOVO_MODELO);
  });
});
