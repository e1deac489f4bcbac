import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETAPA_DECLARACAO, PECFAST_MODELO, SITUACAO } from '../../src/domain';
import { avaliacoesPecFast, respostasDeclaracaoSaude } from '../../server/db/schema';
import { perguntasAtivas } from '../fixtures/declaracao';
import { apiClient, buildProposta, userId } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('proposal detail, nurse view, registry divergences, declaration answers and history', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  const S = SITUACAO;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  async function withDeclaration() {
    const enfermeiro = await userId(t.db, 'enfermeiro');
    const holder = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.NovaEntrada,
      aceiteTermoEm: new Date('2026-01-02T12:00:00Z'),
      aprovacaoAvaliacaoSaudeEm: new Date('2026-01-05T12:00:00Z'),
      aprovacaoAvaliacaoSaudePorId: enfermeiro,
      enfermeiroResponsavelId: enfermeiro,
      possuiRespostaDeclaracaoSaude: true,
      respondeuPecFast: true,
      avaliacaoSaudeConcluida: true,
      divergenciasRf: [
        { campo: 'nome', valorDeclarado: 'Maria de Souza', valorReceita: 'MARIA SOUZA LIMA' },
      ],
      contatos: ['27998765432', '27912345678'],
    });
    const dependent = await buildProposta(t.db, {
      numeroContrato: holder.numeroContrato,
      propostaTitularId: holder.id,
      grauParentescoId: 3,
      nome: 'Dependente Cônjuge Teste',
    });
    // Each answer names its seeded question: the guidance is administrative, the others are
    // health data.
    const perguntas = await perguntasAtivas(t.db);
    const daEtapa = (etapaId: number) => perguntas.find((p) => p.etapaId === etapaId)!.id;
    await t.db.insert(respostasDeclaracaoSaude).values([
      {
        propostaAdesaoId: holder.id,
        perguntaId: daEtapa(ETAPA_DECLARACAO.OrientacaoMedica),
        etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
        ordem: 1,
        perguntaRegistrada: 'Recebeu a orientação médica?',
        seAplica: true,
      },
      {
        propostaAdesaoId: holder.id,
        perguntaId: daEtapa(ETAPA_DECLARACAO.DeclaracaoSaude),
        etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
        ordem: 2,
        perguntaRegistrada: 'Possui hipertensão?',
        seAplica: true,
        detalhamento: 'Controlada com medicação.',
        registradoPorId: enfermeiro,
      },
      {
        propostaAdesaoId: holder.id,
        perguntaId: daEtapa(ETAPA_DECLARACAO.AceiteCPT),
        etapaId: ETAPA_DECLARACAO.AceiteCPT,
        ordem: 3,
        perguntaRegistrada: 'Aceita a CPT?',
        seAplica: true,
      },
    ]);
    await t.db.insert(avaliacoesPecFast).values({
      propostaAdesaoId: holder.id,
      respostasJson: { imc: 26.1 },
      enfermeiroId: enfermeiro,
    });
    return { holder, dependent };
  }

  it('answers the proposal with its unit, broker, contacts, dependents, approvals and the actions allowed', async () => {
    const { holder, dependent } = await withDeclaration();
    const res = await as('gestorcomercial').get(`/api/adesao/${holder.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: holder.id,
      numeroContrato: holder.numeroContrato,
      situacaoPropostaAdesaoId: S.NovaEntrada,
      situacaoPropostaAdesaoNome: 'Nova entrada',
      versao: 1,
      unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
      unidadeNome: 'Matriz-Vitória',
      contatos: [{ telefone: '27998765432' }, { telefone: '27912345678' }],
      dependentes: [{ id: dependent.id, grauParentesco: 'Cônjuge' }],
      enfermeiroResponsavelAvaliacaoSaude: 'Elaine Enfermeira',
      possuiDivergenciasRF: true,
    });
    expect(data.corretor.concessionaria.nome).toBeTruthy();
    expect(
      data.aprovacoes.map((a: { chave: string; indicador: string }) => [a.chave, a.indicador]),
    ).toEqual([
      ['AceiteTermoIntencaoCompra', 'approved'],
      ['AprovacaoAvaliacaoSaude', 'approved'],
      ['AprovacaoDocumentacao', 'attention'],
    ]);
    expect(data.acoesPermitidas).toEqual(
      expect.arrayContaining([
        'aprovar-documentacao',
        'registrar-pendencia',
        'cancelar',
        'bloquear',
        'inativar',
      ]),
    );
    expect(data.acoesPermitidas).not.toContain('desbloquear');
    const forDealership = await as('concessionaria').get(`/api/adesao/${holder.id}`);
    expect(forDealership.json().data.acoesPermitidas).not.toContain('cancelar');
  });

  it('shows a dependent its holder and kinship', async () => {
    const { holder, dependent } = await withDeclaration();
    const data = (await as('gestorcomercial').get(`/api/adesao/${dependent.id}`)).json().data;
    expect(data.propostaTitular).toEqual({ id: holder.id, nome: holder.nome, cpf: holder.cpf });
    expect(data.dependenciaTitular).toEqual({ id: 3, nome: 'Cônjuge' });
    expect(data.numeroContrato).toBe(holder.numeroContrato);
  });

  it('answers 404 for an unknown proposal and 400 for a malformed id', async () => {
    const missing = await as('gestorcomercial').get('/api/adesao/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual(['Proposta não encontrada']);
    const malformed = await as('gestorcomercial').get('/api/adesao/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messages).toEqual(['Identificador inválido.']);
  });

  it('gives the nurse view with the declaration and PecFast to health roles only', async () => {
    const { holder } = await withDeclaration();
    const res = await as('enfermeiro').get(`/api/adesao/${holder.id}/v2`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(
      data.declaracaoSaude.respostas.map((r: { etapaId: number; ordem: number }) => [
        r.etapaId,
        r.ordem,
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
    ]);
    expect(data.declaracaoSaude.nomeEnfermeiro).toBe('Elaine Enfermeira');
    expect(data.pecFast).toEqual({
      avaliacao: { respostasJson: { imc: 26.1 } },
      // Answered before any edit of the questionnaire: the built-in model.
      modeloJson: PECFAST_MODELO,
      nomeEnfermeiro: 'Elaine Enfermeira',
    });
    expect(data.aprovacao).toMatchObject({
      chave: 'AprovacaoAvaliacaoSaude',
      aprovado: true,
      usuario: 'Elaine Enfermeira',
    });
    expect(data.contatos).toHaveLength(2);
    expect((await as('gestorsaude').get(`/api/adesao/${holder.id}/v2`)).statusCode).toBe(200);
    expect((await as('gestorcomercial').get(`/api/adesao/${holder.id}/v2`)).statusCode).toBe(403);
    expect((await as('concessionaria').get(`/api/adesao/${holder.id}/v2`)).statusCode).toBe(403);
  });

  it('keeps the answers that are health data (by question) for the health roles', async () => {
    const { holder } = await withDeclaration();
    const nurse = await as('enfermeiro').post(
      `/api/adesao/obterRepostasDeclaracaoSaude/${holder.id}`,
    );
    expect(nurse.json().data.map((r: { etapaId: number }) => r.etapaId)).toEqual([1, 2, 4]);
    expect(nurse.json().data[1]).toMatchObject({
      seAplica: true,
      detalhamento: 'Controlada com medicação.',
      etapa: 'Declaração de saúde',
    });
    const manager = await as('gestorcomercial').post(
      `/api/adesao/obterRepostasDeclaracaoSaude/${holder.id}`,
    );
    // The CPT acceptance tells that something was declared: health data too.
    expect(manager.json().data.map((r: { etapaId: number }) => r.etapaId)).toEqual([1]);
    expect(manager.json().data[0]).toMatchObject({ dadoSaude: false });
  });

  it('lists the divergences recorded against the registry', async () => {
    const { holder } = await withDeclaration();
    const res = await as('gestorcomercial').get(`/api/adesao/${holder.id}/obterDivergenciasRF`);
    expect(res.json().data).toEqual([
      {
        campo: 'nome',
        descricao: 'Nome diverge do cadastro da Receita Federal',
        valorDeclarado: 'Maria de Souza',
        valorReceita: 'MARIA SOUZA LIMA',
      },
    ]);
  });

  it('lists the history of a seeded proposal from creation to its status', async () => {
    const list = await as('gestorcomercial').post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [S.Cancelada],
      pageSize: 5,
    });
    const id = list.json().data.itens[0].id;
    const res = await as('gestorcomercial').get(`/api/adesao/${id}/listarHistorico`);
    const entries = res.json().data as {
      chave: string;
      descricao: string;
      autor: string;
      dataTransicao: string;
      situacaoNovaId: number | null;
    }[];
    expect(entries[0]).toMatchObject({ chave: 'criar', descricao: 'Proposta criada' });
    expect(entries.at(-1)).toMatchObject({
      chave: 'cancelar',
      situacaoNovaId: S.Cancelada,
      autor: 'Gustavo Comercial',
    });
    expect(entries.at(-1)!.descricao).toMatch(/^Proposta cancelada\. Motivo: /);
    const times = entries.map((e) => Date.parse(e.dataTransicao));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await as('admin').get(`/api/adesao/${id}/listarHistorico`)).statusCode).toBe(403);
  });
});
