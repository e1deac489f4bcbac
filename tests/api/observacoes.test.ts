import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { historicoPropostasAdesao, propostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const S = SITUACAO;
const CRIAR = '/api/observacaoPropostaAdesao/criar';
const COM_PENDENCIA = '/api/observacaoPropostaAdesao/criarComPendencia';
const RESOLVER = '/api/observacaoPropostaAdesao/resolverPendencia';
const obter = (id: number) => `/api/observacaoPropostaAdesao/obterObservacoes/${id}`;

describe('observations and pendencies', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const reload = async (id: number) =>
    (await t.db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id)))[0];
  const historyOf = (id: number) =>
    t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, id))
      .orderBy(asc(historicoPropostasAdesao.id));

  it('creates an ordinary observation already resolved, without touching the proposal', async () => {
    const proposta = await buildProposta(t.db);
    const res = await as('operadorcallcenter').post(CRIAR, {
      observacao: '  Cliente pediu retorno à tarde.  ',
      propostaAdesaoId: proposta.id,
      tipoObservacaoId: 1,
      resolvido: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      observacao: 'Cliente pediu retorno à tarde.',
      resolvido: true,
      tipoObservacaoId: 1,
      usuario: 'Otávio Operador',
      userName: 'operadorcallcenter',
      situacaoPropostaAdesaoNome: 'Nova entrada',
      resolucaoPendencia: null,
    });
    expect(res.json().data).not.toHaveProperty('proposta');
    expect((await reload(proposta.id)).versao).toBe(1);
    expect(await historyOf(proposta.id)).toHaveLength(0);
  });

  it.each([
    ['', 'A observação não pode ficar vazia.'],
    ['   ', 'A observação não pode ficar vazia.'],
    ['x'.repeat(1001), 'A observação deve ter no máximo 1000 caracteres.'],
  ])('refuses the observation %j', async (observacao, message) => {
    const proposta = await buildProposta(t.db);
    const res = await as('gestorcomercial').post(CRIAR, {
      observacao,
      propostaAdesaoId: proposta.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([message]);
  });

  it('accepts exactly 1000 characters', async () => {
    const proposta = await buildProposta(t.db);
    const res = await as('gestorcomercial').post(CRIAR, {
      observacao: 'x'.repeat(1000),
      propostaAdesaoId: proposta.id,
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends a new entry back to the broker with a commercial pendency, and re-enters it when resolved', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    const created = await as('gestorcomercial').post(COM_PENDENCIA, {
      observacao: 'Enviar RG legível do titular.',
      propostaAdesaoId: proposta.id,
      tipoObservacaoId: 2,
      resolvido: false,
      setorResponsavel: 2,
    });
    expect(created.statusCode).toBe(200);
    const pendencia = created.json().data;
    expect(pendencia).toMatchObject({
      resolvido: false,
      tipoObservacaoId: 2,
      setorResponsavel: 2,
      setorResponsavelNome: 'Comercial',
      situacaoPropostaAdesaoNome: 'Nova entrada',
    });
    // The proposal as the pendency left it, for the screen to draw without asking again.
    expect(pendencia.proposta).toEqual({
      id: proposta.id,
      versao: 2,
      situacaoPropostaAdesaoId: S.PendenciasCorretor,
      situacaoPropostaAdesaoNome: 'Pendências corretor',
      situacaoAnteriorId: null,
      possuiPendencia: true,
      inativa: false,
      diaVencimento: proposta.diaVencimento,
      liberacaoIdadePendente: false,
      dataAlteracaoSituacao: expect.any(String),
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.PendenciasCorretor,
      possuiPendencia: true,
      versao: 2,
    });

    const short = await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: pendencia.id,
      resolucao: 'Enviado',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages).toEqual(['Informe a resolução com ao menos 8 caracteres.']);
    const blank = await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: pendencia.id,
      resolucao: '          ',
    });
    expect(blank.statusCode).toBe(400);

    const resolved = await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: pendencia.id,
      resolucao: 'RG reenviado digitalizado.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().messages).toEqual([
      'Registro realizado. A pendência foi resolvida com sucesso.',
    ]);
    // The answer is the proposal's new state, as the lifecycle actions answer it.
    expect(resolved.json().data).toEqual({
      id: proposta.id,
      versao: 3,
      situacaoPropostaAdesaoId: S.Reentrada,
      situacaoPropostaAdesaoNome: 'Reentrada',
      situacaoAnteriorId: null,
      possuiPendencia: false,
      inativa: false,
      diaVencimento: proposta.diaVencimento,
      liberacaoIdadePendente: false,
      dataAlteracaoSituacao: expect.any(String),
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.Reentrada,
      possuiPendencia: false,
      versao: 3,
    });
    const list = (await as('gestorcomercial').get(obter(proposta.id))).json().data;
    expect(list[0]).toMatchObject({
      id: pendencia.id,
      resolvido: true,
      resolucaoPendencia: {
        resolucao: 'RG reenviado digitalizado.',
        usuario: 'Cláudio Concessionária',
      },
    });
    expect(list[0].resolucaoPendencia.dataCriacao).toEqual(expect.any(String));
    const history = await historyOf(proposta.id);
    expect(history.map((h) => [h.chave, h.situacaoAnteriorId, h.situacaoNovaId])).toEqual([
      ['registrar-pendencia', S.NovaEntrada, S.PendenciasCorretor],
      ['resolver-pendencia', S.PendenciasCorretor, S.Reentrada],
    ]);
    expect(history[0].descricaoPendencia).toBe('Enviar RG legível do titular.');
    expect(history[1].descricaoPendencia).toBe(
      'Enviar RG legível do titular. — Resolução: RG reenviado digitalizado.',
    );

    const again = await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: pendencia.id,
      resolucao: 'Mais uma resolução.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual(['Esta pendência já foi resolvida.']);
  });

  it('keeps a broker pendency open until the last one is resolved', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    const first = (
      await as('gestorcomercial').post(COM_PENDENCIA, {
        observacao: 'Falta comprovante de endereço.',
        propostaAdesaoId: proposta.id,
        setorResponsavel: 2,
      })
    ).json().data;
    await t.db
      .update(propostasAdesao)
      .set({ situacaoPropostaAdesaoId: S.Reentrada })
      .where(eq(propostasAdesao.id, proposta.id));
    const second = (
      await as('gestorcomercial').post(COM_PENDENCIA, {
        observacao: 'Falta assinatura do dependente.',
        propostaAdesaoId: proposta.id,
        setorResponsavel: 2,
      })
    ).json().data;
    const firstResolved = await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: first.id,
      resolucao: 'Comprovante anexado.',
    });
    // Still pending: the answer says so, and the screen keeps the flag and the status.
    expect(firstResolved.json().data).toMatchObject({
      situacaoPropostaAdesaoId: S.PendenciasCorretor,
      possuiPendencia: true,
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.PendenciasCorretor,
      possuiPendencia: true,
    });
    await as('concessionaria').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: second.id,
      resolucao: 'Assinatura coletada.',
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.Reentrada,
      possuiPendencia: false,
    });
  });

  it('raises "Possui pendência" for a nursing pendency without moving the status, with the spec confirmation on resolution', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
    });
    const created = await as('enfermeiro').post(COM_PENDENCIA, {
      observacao: 'Ligação não atendida: cliente não atendeu.',
      propostaAdesaoId: proposta.id,
      tipoObservacaoId: 2,
      resolvido: false,
    });
    expect(created.json().data).toMatchObject({
      setorResponsavel: 1,
      setorResponsavelNome: 'Enfermagem',
      resolvido: false,
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      possuiPendencia: true,
      versao: 2,
    });
    const resolved = await as('enfermeiroexterno').post(RESOLVER, {
      propostaAdesaoId: proposta.id,
      observacaoPropostaAdesaoId: created.json().data.id,
      resolucao: 'Cliente retornou a ligação.',
    });
    expect(resolved.json().messages).toEqual([
      'Registro realizado. A pendência para a avaliação de saúde foi resolvida com sucesso.',
    ]);
    expect(resolved.json().data).toMatchObject({
      id: proposta.id,
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      possuiPendencia: false,
      versao: 3,
    });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      possuiPendencia: false,
    });
  });

  it('refuses a pendency in a status or by a role the lifecycle does not allow', async () => {
    const validated = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.ValidacaoConcluida });
    const late = await as('gestorcomercial').post(COM_PENDENCIA, {
      observacao: 'Pendência tardia.',
      propostaAdesaoId: validated.id,
      setorResponsavel: 2,
    });
    expect(late.statusCode).toBe(409);
    const nova = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    const byDealership = await as('concessionaria').post(COM_PENDENCIA, {
      observacao: 'Pendência indevida.',
      propostaAdesaoId: nova.id,
      setorResponsavel: 2,
    });
    expect(byDealership.statusCode).toBe(403);
    const nurseOnNew = await as('enfermeiro').post(COM_PENDENCIA, {
      observacao: 'Fora da enfermagem.',
      propostaAdesaoId: nova.id,
    });
    expect(nurseOnNew.statusCode).toBe(409);
    const stale = await as('gestorcomercial').post(COM_PENDENCIA, {
      observacao: 'Pendência com versão antiga.',
      propostaAdesaoId: nova.id,
      setorResponsavel: 2,
      versao: 7,
    });
    expect(stale.statusCode).toBe(409);
    const listed = (await as('gestorcomercial').get(obter(nova.id))).json().data;
    expect(listed).toEqual([]);
    expect((await reload(nova.id)).versao).toBe(1);
  });

  it('answers 404 for a pendency of another proposal and for another dealership’s proposal', async () => {
    const a = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    const b = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    const pendencia = (
      await as('gestorcomercial').post(COM_PENDENCIA, {
        observacao: 'Pendência da proposta A.',
        propostaAdesaoId: a.id,
        setorResponsavel: 2,
      })
    ).json().data;
    const wrong = await as('gestorcomercial').post(RESOLVER, {
      propostaAdesaoId: b.id,
      observacaoPropostaAdesaoId: pendencia.id,
      resolucao: 'Resolução errada.',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().messages).toEqual(['Pendência não encontrada.']);
    const other = await t.db.query.concessionarias.findMany({
      orderBy: (c, { desc }) => [desc(c.id)],
      limit: 1,
    });
    const [broker] = await t.db.query.corretores.findMany({
      where: (c, { eq: equals }) => equals(c.concessionariaId, other[0].id),
      limit: 1,
    });
    const foreign = await buildProposta(t.db, {
      concessionariaId: other[0].id,
      corretorId: broker.id,
    });
    expect((await as('concessionaria').get(obter(foreign.id))).statusCode).toBe(404);
    expect(
      (await as('concessionaria').post(CRIAR, { observacao: 'Olá', propostaAdesaoId: foreign.id }))
        .statusCode,
    ).toBe(404);
  });

  it("answers each creation with the observation's entry as the list will read it (the screens draw it from the answer)", async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
    });
    // The nurse's 'Marcar pendência', then a staff member's 'Adicionar observação'.
    const pendencia = await as('enfermeiro').post(COM_PENDENCIA, {
      observacao: 'Ligação não atendida: três tentativas sem resposta.',
      propostaAdesaoId: proposta.id,
      tipoObservacaoId: 2,
      resolvido: false,
      setorResponsavel: 1,
    });
    const observacao = await as('gestorsaude').post(CRIAR, {
      observacao: 'Cliente pediu retorno à tarde.',
      propostaAdesaoId: proposta.id,
    });
    const { proposta: estado, ...pendenciaCriada } = pendencia.json().data;
    expect(estado).toMatchObject({ id: proposta.id, possuiPendencia: true });
    const list = (await as('enfermeiro').get(obter(proposta.id))).json().data;
    expect(list).toEqual([pendenciaCriada, observacao.json().data]);
  });

  it('lists observations oldest first with the status they were written in', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.NovaEntrada });
    await as('gestorcomercial').post(CRIAR, {
      observacao: 'Primeira observação.',
      propostaAdesaoId: proposta.id,
    });
    await as('gestorcomercial').post(COM_PENDENCIA, {
      observacao: 'Pendência aberta aqui.',
      propostaAdesaoId: proposta.id,
      setorResponsavel: 2,
    });
    await as('gestorcomercial').post(CRIAR, {
      observacao: 'Depois da pendência.',
      propostaAdesaoId: proposta.id,
    });
    // DAC reads integrated proposals only (least privilege): this one is outside its scope.
    expect((await as('dac').get(obter(proposta.id))).statusCode).toBe(404);
    const list = (await as('operadorcallcenter').get(obter(proposta.id))).json().data as {
      observacao: string;
      situacaoPropostaAdesaoNome: string;
    }[];
    expect(list.map((o) => [o.observacao, o.situacaoPropostaAdesaoNome])).toEqual([
      ['Primeira observação.', 'Nova entrada'],
      ['Pendência aberta aqui.', 'Nova entrada'],
      ['Depois da pendência.', 'Pendências corretor'],
    ]);
  });
});
