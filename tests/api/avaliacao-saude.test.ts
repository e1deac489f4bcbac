import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLARACAO_SAUDE_PADRAO,
  ETAPA_DECLARACAO,
  MOTIVOS_PENDENCIA,
  SETOR,
  SITUACAO,
  pendenciaEnfermagemTexto,
} from '../../src/domain';
import { acessosDadosSensiveis, propostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// All 'Sim', or all 'Não' without the CPT acceptance, which is asked only when something was
// declared (tests/api/declaracao-cpt.test.ts).
const respostas = (seAplica = false) =>
  DECLARACAO_SAUDE_PADRAO.perguntas
    .filter((p) => seAplica || p.etapaId !== ETAPA_DECLARACAO.AceiteCPT)
    .map((p) => ({
      perguntaRegistrada: p.texto,
      seAplica,
      detalhamento: seAplica ? 'Detalhe informado.' : null,
      etapaId: p.etapaId,
    }));

const PECFAST = { identidadeConfirmada: true, estadoGeral: 'Bom', doencaPreexistente: false };

describe('nursing assessment API', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id)))[0];

  async function answered(username: string, id: number) {
    expect(
      (
        await as(username).post('/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro', {
          propostaAdesaoId: id,
          declaracaoSaudeId: DECLARACAO_SAUDE_PADRAO.id,
          respostas: respostas(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await as(username).post(`/api/AvaliacaoSaude/propostaAdesao/${id}/registrar`, {
          respostasJson: PECFAST,
        })
      ).statusCode,
    ).toBe(200);
  }

  it('registers the declaration for the applicant and moves the proposal to the assessment', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    const res = await as('enfermeiro').post(
      '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro',
      { propostaAdesaoId: p.id, declaracaoSaudeId: 1, respostas: respostas(true) },
    );
    expect(res.statusCode).toBe(200);
    const row = await statusOf(p.id);
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoAvaliacaoEnfermagem);
    expect(row.possuiRespostaDeclaracaoSaude).toBe(true);
    const again = await as('enfermeiro').post(
      '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro',
      { propostaAdesaoId: p.id, declaracaoSaudeId: 1, respostas: respostas() },
    );
    expect(again.statusCode).toBe(409);
    const v2 = (await as('enfermeiro').get(`/api/adesao/${p.id}/v2`)).json().data;
    expect(v2.declaracaoSaude.respostas).toHaveLength(DECLARACAO_SAUDE_PADRAO.perguntas.length);
    expect(v2.declaracaoSaude.nomeEnfermeiro).toBe('Elaine Enfermeira');
    // The answer carries what the nurse's screen reads again otherwise (decisions/0157).
    const { message, proposta, declaracaoSaude } = res.json().data;
    expect(message).toBe(res.json().messages[0]);
    expect(declaracaoSaude).toEqual(v2.declaracaoSaude);
    // The proposal's state: equal to the nurse's view wherever the view has the field.
    const comuns = Object.keys(proposta).filter((key) => key in v2);
    expect(comuns).toEqual(expect.arrayContaining(['versao', 'situacaoPropostaAdesaoId']));
    for (const key of comuns) expect(proposta[key], key).toEqual(v2[key]);
    expect(proposta).toMatchObject({ versao: row.versao, possuiRespostaDeclaracaoSaude: true });
  });

  it('refuses an incomplete declaration or an unknown questionnaire with 400', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoDeclaracaoSaude,
    });
    const path = '/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro';
    const partial = await as('enfermeiro').post(path, {
      propostaAdesaoId: p.id,
      declaracaoSaudeId: 1,
      respostas: respostas().slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().messages).toEqual([
      'Responda todas as perguntas da declaração de saúde.',
    ]);
    const unknown = await as('enfermeiro').post(path, {
      propostaAdesaoId: p.id,
      declaracaoSaudeId: 99,
      respostas: respostas(),
    });
    expect(unknown.statusCode).toBe(400);
    expect((await statusOf(p.id)).possuiRespostaDeclaracaoSaude).toBe(false);
  });

  it('checks the PecFast answers against the model', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const bad = await as('enfermeiro').post(
      `/api/AvaliacaoSaude/propostaAdesao/${p.id}/registrar`,
      {
        respostasJson: { ...PECFAST, estadoGeral: 'Excelente' },
      },
    );
    expect(bad.statusCode).toBe(400);
    const good = await as('enfermeiro').post(
      `/api/AvaliacaoSaude/propostaAdesao/${p.id}/registrar`,
      { respostasJson: PECFAST },
    );
    expect(good.statusCode).toBe(200);
    // The answer holds health data: logged as the screen's read after the save was (0158).
    const log = await t.db
      .select()
      .from(acessosDadosSensiveis)
      .where(eq(acessosDadosSensiveis.propostaAdesaoId, p.id));
    expect(log.map((l) => l.acao)).toEqual(['pecfast.leitura']);
    const read = (await as('enfermeiro').get(`/api/AvaliacaoSaude/propostaAdesao/${p.id}`)).json()
      .data;
    expect(read.avaliacao.respostasJson).toEqual(PECFAST);
    expect(read.modeloJson.length).toBeGreaterThan(0);
    // The answer carries what the nurse's dialog reads again otherwise (decisions/0158).
    const v2 = (await as('enfermeiro').get(`/api/adesao/${p.id}/v2`)).json().data;
    const { message, proposta, pecFast } = good.json().data;
    expect(message).toBe(good.json().messages[0]);
    expect(pecFast).toEqual(v2.pecFast);
    expect(pecFast).toMatchObject(read);
    expect(pecFast.nomeEnfermeiro).toBe('Elaine Enfermeira');
    const comuns = Object.keys(proposta).filter((key) => key in v2);
    expect(comuns).toEqual(expect.arrayContaining(['versao', 'respondeuPecFast']));
    for (const key of comuns) expect(proposta[key], key).toEqual(v2[key]);
    expect(proposta.versao).toBe((await statusOf(p.id)).versao);
  });

  it('writes every read of health data to the access log', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    await as('enfermeiro').get(`/api/adesao/${p.id}/v2`);
    await as('enfermeiro').get(`/api/AvaliacaoSaude/propostaAdesao/${p.id}`);
    await as('gestorsaude').get(`/api/AvaliacaoSaude/propostaAdesao/${p.id}/videos-auditoria`);
    const log = await t.db
      .select()
      .from(acessosDadosSensiveis)
      .where(eq(acessosDadosSensiveis.propostaAdesaoId, p.id));
    expect(log.map((l) => [l.acao, l.usuario])).toEqual([
      ['declaracao.leitura', 'Elaine Enfermeira'],
      ['pecfast.leitura', 'Elaine Enfermeira'],
      ['videos.leitura', 'Helena Saúde'],
    ]);
  });

  it('lets the internal nurse approve only once both questionnaires are answered and no pendency is open', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const early = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/aprovar`);
    expect(early.statusCode).toBe(409);
    await answered('enfermeiro', p.id);

    const motivo = MOTIVOS_PENDENCIA[0].label;
    const pend = await as('enfermeiro').post('/api/observacaoPropostaAdesao/criarComPendencia', {
      propostaAdesaoId: p.id,
      observacao: pendenciaEnfermagemTexto(motivo, 'Cliente não atendeu.'),
      tipoObservacaoId: 2,
      setorResponsavel: SETOR.Enfermagem,
    });
    expect(pend.statusCode).toBe(200);
    expect((await as('enfermeiro').post(`/api/enfermeiro/${p.id}/aprovar`)).statusCode).toBe(409);
    const resolve = await as('enfermeiro').post('/api/observacaoPropostaAdesao/resolverPendencia', {
      propostaAdesaoId: p.id,
      observacaoPropostaAdesaoId: pend.json().data.id,
      resolucao: 'Contato retomado com sucesso.',
    });
    expect(resolve.statusCode).toBe(200);

    expect((await as('enfermeiroexterno').post(`/api/enfermeiro/${p.id}/aprovar`)).statusCode).toBe(
      403,
    );
    const ok = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/aprovar`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toMatch(/aprovações finais/);
    const row = await statusOf(p.id);
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.NovaEntrada);
    expect(row.aprovacaoAvaliacaoSaudeEm).not.toBeNull();
    expect(row.avaliacaoSaudeConcluida).toBe(true);
  });

  it('lets the external nurse conclude, then the internal nurse approve', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    await answered('enfermeiroexterno', p.id);
    expect(
      (
        await as('enfermeiro').post(
          `/api/enfermeiro/propostaAdesao/${p.id}/avaliacaoSaude/concluir`,
        )
      ).statusCode,
    ).toBe(403);
    const concl = await as('enfermeiroexterno').post(
      `/api/enfermeiro/propostaAdesao/${p.id}/avaliacaoSaude/concluir`,
    );
    expect(concl.statusCode).toBe(200);
    expect(concl.json().data.message).toEqual(expect.any(String));
    const row = await statusOf(p.id);
    expect(row.situacaoPropostaAdesaoId).toBe(SITUACAO.AguardandoAprovacaoEnfermagem);
    expect(row.avaliacaoSaudeConcluida).toBe(true);
    const approve = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/aprovar`);
    expect(approve.statusCode).toBe(200);
    const after = await statusOf(p.id);
    expect(after.situacaoPropostaAdesaoId).toBe(SITUACAO.NovaEntrada);
    // The external nurse who concluded stays the one responsible for the assessment.
    expect(after.enfermeiroResponsavelId).toBe(row.enfermeiroResponsavelId);
  });

  it.each(['gestorcomercial', 'concessionaria', 'operadorcallcenter', 'gestorsaude'])(
    'refuses the nurse calls to %s',
    async (username) => {
      const p = await buildProposta(t.db, {
        situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      });
      const calls = [
        as(username).post(`/api/enfermeiro/${p.id}/aprovar`),
        as(username).post(`/api/enfermeiro/propostaAdesao/${p.id}/avaliacaoSaude/concluir`),
        as(username).post('/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro', {
          propostaAdesaoId: p.id,
          declaracaoSaudeId: 1,
          respostas: respostas(),
        }),
        as(username).post(`/api/AvaliacaoSaude/propostaAdesao/${p.id}/registrar`, {
          respostasJson: PECFAST,
        }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    },
  );

  it('keeps the video audit to the health manager and answers an empty list', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAprovacaoEnfermagem,
    });
    for (const path of [
      `/api/enfermeiro/propostaAdesao/${p.id}/videosAuditoria`,
      `/api/AvaliacaoSaude/propostaAdesao/${p.id}/videos-auditoria`,
    ]) {
      expect((await as('enfermeiro').get(path)).statusCode).toBe(403);
      const res = await as('gestorsaude').get(path);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect(
      await t.db
        .select()
        .from(acessosDadosSensiveis)
        .where(
          and(
            eq(acessosDadosSensiveis.propostaAdesaoId, p.id),
            eq(acessosDadosSensiveis.acao, 'videos.leitura'),
          ),
        ),
    ).toHaveLength(2);
  });

  it('lists the assessments and the health-data access log to the health manager only', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    await answered('enfermeiroexterno', p.id);
    await as('enfermeiroexterno').post(
      `/api/enfermeiro/propostaAdesao/${p.id}/avaliacaoSaude/concluir`,
    );
    await as('enfermeiro').get(`/api/adesao/${p.id}/v2`);
    const list = await as('gestorsaude').get(
      '/api/AvaliacaoSaude/avaliacoes?pagina=1&pageSize=100',
    );
    expect(list.statusCode).toBe(200);
    const item = list.json().data.itens.find((i: { id: number }) => i.id === p.id);
    expect(item).toMatchObject({
      enfermeiro: 'Eduardo Enfermeiro Externo',
      resultado: 'Concluída, aguardando aprovação',
    });
    const acessos = await as('gestorsaude').get('/api/AvaliacaoSaude/acessos?pageSize=100');
    expect(acessos.statusCode).toBe(200);
    // The PecFast save answers the answers, so it is logged as a read (decisions/0158).
    expect(
      acessos
        .json()
        .data.itens.filter((a: { propostaAdesaoId: number }) => a.propostaAdesaoId === p.id)
        .map((a: { acao: string; usuario: string }) => [a.acao, a.usuario])
        .sort(),
    ).toEqual([
      ['declaracao.leitura', 'Elaine Enfermeira'],
      ['pecfast.leitura', 'Eduardo Enfermeiro Externo'],
    ]);
    for (const username of ['enfermeiro', 'gestorcomercial']) {
      expect((await as(username).get('/api/AvaliacaoSaude/avaliacoes')).statusCode).toBe(403);
      expect((await as(username).get('/api/AvaliacaoSaude/acessos')).statusCode).toBe(403);
    }
    expect(
      (await as('gestorsaude').get('/api/AvaliacaoSaude/acessos?pageSize=500')).statusCode,
    ).toBe(400);
  });
});
