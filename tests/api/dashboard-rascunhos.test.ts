import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, subYears } from 'date-fns';
import {
  ageInYears,
  initialListFilter,
  LIST_STATUSES,
  SITUACAO,
  toFiltros,
} from '../../src/domain';
import { historicoPropostasAdesao, propostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Contagens = {
  listas: { rota: string; total: number }[];
  movimento: { dias: number[]; entradas: number[]; conclusoes: number[] };
};

const YOUNG = format(subYears(new Date(), 30), 'yyyy-MM-dd');

describe('dashboard counts, drafts and the under-49 release', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  async function contagens(username: string, area: string) {
    const res = await as(username).get(`/api/dashboard/contagens?area=${area}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Contagens;
  }
  const totalOf = (c: Contagens, rota: string) => c.listas.find((l) => l.rota === rota)!.total;

  it('counts each list of the area as the list itself totals it', async () => {
    const c = await contagens('gestorcomercial', 'gestao-comercial');
    expect(c.listas.map((l) => l.rota)).toEqual(Object.keys(LIST_STATUSES['gestao-comercial']));
    for (const rota of ['propostas-entradas', 'propostas-pendencias', 'todas-propostas']) {
      const res = await as('gestorcomercial').post('/api/adesao/buscar', {
        situacoesPropostasAdesaoIds: LIST_STATUSES['gestao-comercial'][rota],
        filtros: toFiltros(initialListFilter(new Date())),
        pageSize: 10,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.total, rota).toBe(totalOf(c, rota));
    }
    expect(c.movimento.entradas).toHaveLength(c.movimento.dias.length);
    expect(c.movimento.entradas.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it("never counts another dealership's proposals for a dealership user", async () => {
    const before = await contagens('concessionaria', 'concessionaria');
    const managerBefore = await contagens('gestorcomercial', 'gestao-comercial');
    const other = await otherDealership(t.db);
    await buildProposta(t.db, {
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
      situacaoPropostaAdesaoId: SITUACAO.PendenciasCorretor,
    });
    const after = await contagens('concessionaria', 'concessionaria');
    expect(after.listas).toEqual(before.listas);
    const managerAfter = await contagens('gestorcomercial', 'gestao-comercial');
    expect(totalOf(managerAfter, 'propostas-pendencias')).toBe(
      totalOf(managerBefore, 'propostas-pendencias') + 1,
    );
    // Its own dealership's new proposal is counted.
    await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.PendenciasCorretor });
    const own = await contagens('concessionaria', 'concessionaria');
    expect(totalOf(own, 'propostas-pendentes')).toBe(totalOf(before, 'propostas-pendentes') + 1);
  });

  it('refuses the dashboard to a role outside it, and an unknown area', async () => {
    expect(
      (await as('enfermeiro').get('/api/dashboard/contagens?area=concessionaria')).statusCode,
    ).toBe(403);
    expect((await as('gestorcomercial').get('/api/dashboard/contagens?area=x')).statusCode).toBe(
      400,
    );
  });

  it('discards a draft in scope, recorded in history; never a sent proposal', async () => {
    const draft = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    const dependent = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      propostaTitularId: draft.id,
    });
    const sent = await buildProposta(t.db);
    const other = await otherDealership(t.db);
    const foreign = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
    });
    const discard = (user: string, id: number, versao = 1) =>
      as(user).post(`/api/adesao/${id}/descartarRascunho`, { versao });

    expect((await discard('enfermeiro', draft.id)).statusCode).toBe(403);
    expect((await discard('concessionaria', foreign.id)).statusCode).toBe(404);
    expect((await discard('concessionaria', sent.id)).statusCode).toBe(409);
    const res = await discard('concessionaria', draft.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await discard('concessionaria', draft.id, 2)).statusCode).toBe(409);

    const history = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, draft.id));
    expect(history.map((h) => h.chave)).toContain('descartar-rascunho');
    const drafts = await as('concessionaria').post('/api/adesao/rascunhos', { pageSize: 100 });
    const ids = (drafts.json().data.itens as { id: number }[]).map((r) => r.id);
    expect(ids).not.toContain(draft.id);
    // The holder's dependents leave with the holder's draft.
    expect(ids).not.toContain(dependent.id);
  });

  it('lists the drafts awaiting the under-49 release, releases one and refuses another', async () => {
    const waiting = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: YOUNG,
    });
    const refused = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: YOUNG,
    });
    const older = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });

    expect(
      (await as('gestorcomercial').post('/api/adesao/liberacaoIdade/pendentes', {})).statusCode,
    ).toBe(403);
    const list = await as('liberacao49menos').post('/api/adesao/liberacaoIdade/pendentes', {
      pageSize: 100,
    });
    expect(list.statusCode, list.body).toBe(200);
    const itens = list.json().data.itens as { id: number; idade: number; tipoNome: string }[];
    const ids = itens.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.id, refused.id]));
    // The release is decided on the holder's age and the kind of proposal: both in the row.
    expect(itens.find((r) => r.id === waiting.id)).toMatchObject({
      idade: ageInYears(YOUNG, new Date()),
      tipoNome: expect.any(String),
    });
    expect(ids).not.toContain(older.id);

    const recusar = (user: string, body: object) =>
      as(user).post(`/api/adesao/${refused.id}/recusarLiberacaoIdade`, body);
    expect(
      (await recusar('gestorcomercial', { versao: 1, motivo: 'Fora da regra' })).statusCode,
    ).toBe(403);
    const blank = await recusar('liberacao49menos', { versao: 1, motivo: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages.join(' ')).toContain('motivo');
    const ok = await recusar('liberacao49menos', { versao: 1, motivo: 'Fora da regra comercial' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, refused.id));
    expect(row.inativa).toBe(true);
    const history = await t.db
      .select()
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, refused.id));
    expect(history.map((h) => h.descricao)).toContain(
      'Liberação de idade recusada: Fora da regra comercial',
    );

    const release = await as('liberacao49menos').post(`/api/adesao/${waiting.id}/liberarIdade`, {
      versao: 1,
    });
    expect(release.statusCode, release.body).toBe(200);
    const again = await as('liberacao49menos').post('/api/adesao/liberacaoIdade/pendentes', {
      pageSize: 100,
    });
    const left = (again.json().data.itens as { id: number }[]).map((r) => r.id);
    expect(left).not.toContain(waiting.id);
    expect(left).not.toContain(refused.id);
  });
});
