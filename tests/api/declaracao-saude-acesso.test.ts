import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SITUACAO_IDS, ETAPA_DECLARACAO, type SituacaoId } from '../../src/domain';
import { perguntasAtivas, responderDeclaracao, type PerguntaRow } from '../fixtures/declaracao';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';

/**
 * Issue 41, item 1: whether a declaration answer is health data (LGPD art. 11) is decided per
 * question, and only the health roles read it, in the API and in the dossier PDF alike. Every
 * question (the seeded ones, plus two the health manager adds: an administrative one in the
 * DeclaracaoSaude step and one left at the default) × every demo account that signs in.
 */

// Written out here rather than taken from the code under test: who may read health data.
const LEEM_SAUDE = new Set(['gestorsaude', 'enfermeiro', 'enfermeiroexterno']);
const CONTAS = [
  'admin',
  'gestorcomercial',
  'gestorcomercialpme',
  'gestorcontratos',
  'supervisor',
  'concessionaria',
  'vendasinternas',
  'operadorcallcenter',
  'gestorcallcenter',
  'enfermeiro',
  'enfermeiroexterno',
  'gestorsaude',
  'dac',
  'liberacao49menos',
];
const RESTRITA =
  'Declaração de saúde respondida. As respostas que são dados de saúde são vistas somente pela equipe de saúde.';

// The answer each question gets: 'Sim' with a detail that names the question, so its presence
// in a response or a PDF is unmistakable.
const detalhe = (p: PerguntaRow) => `Detalhe-${p.id}-resposta`;

interface Resposta {
  perguntaRegistrada: string;
  seAplica: boolean;
  detalhamento: string | null;
  dadoSaude: boolean;
}

async function textoDoPdf(bytes: Buffer): Promise<string> {
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('health declaration answers: who reads which (question × role)', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let perguntas: PerguntaRow[];
  /** One fully answered proposal per status, so every account finds one it may open. */
  const porSituacao = new Map<SituacaoId, number>();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    const administrativa = await as('gestorsaude').post('/api/perguntas-declaracao-saude', {
      declaracaoSaudeId: 1,
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      ordem: 9,
      texto: 'Prefere ser contatado pela enfermagem no período da manhã?',
      dadoSaude: false,
      ativo: true,
    });
    expect(administrativa.statusCode).toBe(200);
    const padrao = await as('gestorsaude').post('/api/perguntas-declaracao-saude', {
      declaracaoSaudeId: 1,
      etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
      ordem: 9,
      texto: 'Tem alguma alergia que a enfermagem deva conhecer?',
      ativo: true,
    });
    // A new question is health data unless the manager says otherwise.
    expect(padrao.json().data).toMatchObject({ dadoSaude: true });
    perguntas = await perguntasAtivas(t.db);
    for (const situacao of ALL_SITUACAO_IDS) {
      const proposta = await buildProposta(t.db, {
        situacaoPropostaAdesaoId: situacao,
        possuiRespostaDeclaracaoSaude: true,
      });
      await responderDeclaracao(t.db, proposta.id, perguntas, (p) => ({
        seAplica: true,
        detalhamento: detalhe(p),
      }));
      porSituacao.set(situacao, proposta.id);
    }
  });
  afterAll(() => t.close());

  it('marks the seeded questions: the guidance is administrative, the daily medicine is health data', () => {
    const por = (texto: string) => perguntas.find((p) => p.texto.startsWith(texto))!;
    expect(por('Você sabe que pode preencher').dadoSaude).toBe(false);
    expect(por('Você usa algum remédio todos os dias?')).toMatchObject({
      etapaId: ETAPA_DECLARACAO.InformacoesAdicionais,
      dadoSaude: true,
    });
    expect(por('Você aceita a cobertura parcial temporária').dadoSaude).toBe(true);
    expect(perguntas).toHaveLength(9);
    expect(perguntas.filter((p) => !p.dadoSaude)).toHaveLength(2);
  });

  it.each(CONTAS)(
    '%s reads exactly the answers its role may, in the API and in the dossier',
    async (conta) => {
      const lerSaude = LEEM_SAUDE.has(conta);
      let abertas = 0;
      for (const [situacao, id] of porSituacao) {
        const res = await as(conta).post(`/api/adesao/obterRepostasDeclaracaoSaude/${id}`);
        // A proposal the account may not open: refused whole, no answer in the body.
        if (res.statusCode !== 200) {
          expect([403, 404], `situação ${situacao}`).toContain(res.statusCode);
          expect(res.body).not.toContain('Detalhe-');
          continue;
        }
        abertas++;
        const respostas = res.json().data as Resposta[];
        for (const p of perguntas) {
          const pode = lerSaude || !p.dadoSaude;
          const achada = respostas.find((r) => r.perguntaRegistrada === p.texto);
          expect(Boolean(achada), `${conta} × "${p.texto}" (situação ${situacao})`).toBe(pode);
          if (achada) expect(achada).toMatchObject({ seAplica: true, detalhamento: detalhe(p) });
          if (!pode) expect(res.body).not.toContain(detalhe(p));
        }
      }
      // Every account that reads proposals at all opens at least one of them.
      if (conta !== 'admin' && conta !== 'liberacao49menos') expect(abertas).toBeGreaterThan(0);

      // The dossier of the first proposal the account opens follows the same rule.
      let pdfLido = false;
      for (const id of porSituacao.values()) {
        const pdf = await as(conta).get(`/api/documento/gerarPdf/${id}`);
        if (pdf.statusCode !== 200) {
          expect([403, 404]).toContain(pdf.statusCode);
          continue;
        }
        const texto = await textoDoPdf(pdf.rawPayload);
        for (const p of perguntas) {
          const pode = lerSaude || !p.dadoSaude;
          expect(texto.includes(detalhe(p)), `${conta} × "${p.texto}" no PDF`).toBe(pode);
        }
        expect(texto.includes(RESTRITA), `${conta}: aviso de respostas restritas`).toBe(!lerSaude);
        pdfLido = true;
        break;
      }
      // Whoever opens a proposal may print its dossier (gerar-dossie: the proposal's viewers).
      expect(pdfLido).toBe(abertas > 0);
    },
  );
});
