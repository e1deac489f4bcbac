import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITENS_LOTE, SITUACAO } from '../../src/domain';
import {
  historicoPropostasAdesao,
  propostasAdesao,
  usuarioRoles,
  usuarios,
} from '../../server/db/schema';
import { VERSAO_DESATUALIZADA } from '../../server/modules/propostas/access';
import { anexarDocumento, apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * POST api/adesao/lote: one action on many proposals, each row its own transition. A refused row
 * (stale, wrong status, out of reach) keeps its state and does not stop the others.
 */
const S = SITUACAO;
const URL = '/api/adesao/lote';

describe('bulk lifecycle actions', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    // A blocker and nothing else: may use the bulk route, but only to block.
    const [bloqueador] = await t.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'supervisor'));
    await t.db
      .update(usuarioRoles)
      .set({ role: 'BloqueadorProposta' })
      .where(eq(usuarioRoles.usuarioId, bloqueador.id));
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
  const itemOf = (p: { id: number; versao: number }) => ({ id: p.id, versao: p.versao });

  it('applies the rows it can and answers 409 for the stale one, which keeps its state', async () => {
    const [a, stale, b] = await Promise.all([
      buildProposta(t.db),
      buildProposta(t.db),
      buildProposta(t.db),
    ]);
    // Someone else changed the middle row after the list was read.
    await t.db.update(propostasAdesao).set({ versao: 2 }).where(eq(propostasAdesao.id, stale.id));

    const res = await as('gestorcomercial').post(URL, {
      acao: 'bloquear',
      motivo: 'Suspeita de fraude',
      itens: [a, stale, b].map(itemOf),
    });

    expect(res.statusCode, res.body).toBe(200);
    // An applied row answers the proposal's new state, as the single action does.
    const bloqueada = (id: number) => ({
      id,
      ok: true,
      versao: 2,
      situacaoPropostaAdesaoId: S.Bloqueada,
      situacaoPropostaAdesaoNome: 'Bloqueada',
      situacaoAnteriorId: S.NovaEntrada,
      possuiPendencia: false,
      inativa: false,
      diaVencimento: null,
      liberacaoIdadePendente: false,
      dataAlteracaoSituacao: expect.any(String),
    });
    expect(res.json()).toEqual({
      success: true,
      data: {
        resultados: [
          bloqueada(a.id),
          { id: stale.id, ok: false, status: 409, mensagem: VERSAO_DESATUALIZADA },
          bloqueada(b.id),
        ],
      },
      messages: ['Ação aplicada a 2 de 3 propostas.'],
    });
    for (const applied of [a, b]) {
      const row = await reload(applied.id);
      expect(row).toMatchObject({
        situacaoPropostaAdesaoId: S.Bloqueada,
        situacaoAnteriorId: S.NovaEntrada,
        versao: 2,
      });
      const history = await historyOf(applied.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ chave: 'bloquear' });
      expect(history[0].descricao).toContain('Suspeita de fraude');
    }
    expect(await reload(stale.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.NovaEntrada,
      versao: 2,
    });
    expect(await historyOf(stale.id)).toHaveLength(0);
  });

  it('refuses per row what the lifecycle refuses (status, no documents, missing proposal) with its message', async () => {
    const novaEntrada = await buildProposta(t.db);
    await anexarDocumento(t.db, novaEntrada.id);
    const cancelada = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.Cancelada,
      situacaoAnteriorId: S.NovaEntrada,
    });
    const semDocumentos = await buildProposta(t.db);
    const res = await as('gestorcomercial').post(URL, {
      acao: 'aprovar-documentacao',
      itens: [
        itemOf(novaEntrada),
        itemOf(cancelada),
        { id: 2_000_000_000, versao: 1 },
        itemOf(semDocumentos),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [applied, wrongStatus, missing, undocumented] = res.json().data.resultados;
    expect(undocumented).toEqual({
      id: semDocumentos.id,
      ok: false,
      status: 409,
      mensagem: 'A proposta não tem documentos anexados. Anexe a documentação antes de aprová-la.',
    });
    expect(applied).toMatchObject({ ok: true, situacaoPropostaAdesaoId: S.ValidacaoConcluida });
    expect(wrongStatus).toMatchObject({ id: cancelada.id, ok: false, status: 409 });
    expect(wrongStatus.mensagem).toEqual(expect.any(String));
    expect(missing).toEqual({
      id: 2_000_000_000,
      ok: false,
      status: 404,
      mensagem: 'Proposta não encontrada',
    });
    expect((await reload(novaEntrada.id)).aprovacaoDocumentacaoEm).not.toBeNull();
    expect(await reload(cancelada.id)).toMatchObject({ situacaoPropostaAdesaoId: S.Cancelada });
  });

  it('answers 403 when the user may not run the chosen action, changing nothing', async () => {
    const proposta = await buildProposta(t.db);
    // The blocker may block in bulk...
    const blocked = await as('supervisor').post(URL, {
      acao: 'bloquear',
      motivo: 'Documento ilegível',
      itens: [itemOf(proposta)],
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.resultados[0]).toMatchObject({ ok: true });
    // ...but not cancel, as the single action's route would refuse.
    const refused = await as('supervisor').post(URL, {
      acao: 'cancelar',
      motivo: 'Desistência',
      itens: [{ id: proposta.id, versao: 2 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, messages: ['Acesso não autorizado!'] });
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.Bloqueada,
      versao: 2,
    });
  });

  it('validates the body with the single actions’ messages', async () => {
    const proposta = await buildProposta(t.db);
    const post = (body: object) => as('gestorcomercial').post(URL, body);

    for (const motivo of [undefined, '', '   ']) {
      const res = await post({ acao: 'cancelar', motivo, itens: [itemOf(proposta)] });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['Informe o motivo.']);
    }
    const long = await post({
      acao: 'cancelar',
      motivo: 'x'.repeat(1001),
      itens: [itemOf(proposta)],
    });
    expect(long.json().messages).toEqual(['O motivo deve ter no máximo 1000 caracteres.']);
    const none = await post({ acao: 'bloquear', motivo: 'x', itens: [] });
    expect(none.json().messages).toEqual(['Selecione ao menos uma proposta.']);
    const tooMany = await post({
      acao: 'bloquear',
      motivo: 'x',
      itens: Array.from({ length: MAX_ITENS_LOTE + 1 }, (_, i) => ({ id: i + 1, versao: 1 })),
    });
    expect(tooMany.json().messages).toEqual([`Selecione no máximo ${MAX_ITENS_LOTE} propostas.`]);
    const twice = await post({
      acao: 'bloquear',
      motivo: 'x',
      itens: [proposta, proposta].map(itemOf),
    });
    expect(twice.json().messages).toEqual(['Cada proposta pode aparecer uma única vez.']);
    // Resending links and the other transitions are not bulk actions.
    const other = await post({ acao: 'inativar', motivo: 'x', itens: [itemOf(proposta)] });
    expect(other.statusCode).toBe(400);
    expect(await reload(proposta.id)).toMatchObject({
      situacaoPropostaAdesaoId: S.NovaEntrada,
      versao: 1,
    });
  });

  it('keeps dealerships out: no bulk action is theirs, on their proposals or another’s', async () => {
    const other = await otherDealership(t.db);
    const foreign = await buildProposta(t.db, {
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
    });
    const own = await buildProposta(t.db);
    const res = await as('concessionaria').post(URL, {
      acao: 'cancelar',
      motivo: 'Desistência',
      itens: [itemOf(own), itemOf(foreign)],
    });
    expect(res.statusCode).toBe(403);
    for (const p of [own, foreign]) {
      expect(await reload(p.id)).toMatchObject({ situacaoPropostaAdesaoId: S.NovaEntrada });
    }
  });

  it('lists each row with its version, which the bulk call sends back', async () => {
    const proposta = await buildProposta(t.db, { nome: 'Versão Na Lista Teste' });
    await as('gestorcomercial').post(URL, {
      acao: 'bloquear',
      motivo: 'Conferência',
      itens: [itemOf(proposta)],
    });
    const list = await as('gestorcomercial').post('/api/adesao/pesquisar', {
      termo: 'Versão Na Lista Teste',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.itens).toEqual([
      expect.objectContaining({ id: proposta.id, versao: 2 }),
    ]);
  });
});
