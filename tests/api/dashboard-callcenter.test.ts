import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_SITUACAO_IDS,
  initialListFilter,
  SITUACAO,
  TIPO_PROPOSTA,
  toFiltros,
} from '../../src/domain';
import { apiClient, buildProposta, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The call-centre manager's dashboard: GET /api/dashboard/contagens?area=gestao-callcenter
// counts per status what the manager's 'Beneficiários' list shows for that status.
type Contagens = {
  listas: { rota: string; total: number }[];
  situacoes: { situacaoId: number; total: number }[];
};

describe('call-centre manager dashboard counts', () => {
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
  const totalOf = (c: Contagens, id: number) => c.situacoes.find((s) => s.situacaoId === id)!.total;

  /** What the user's list totals for these statuses over the dashboard's window. */
  async function listTotal(username: string, situacoes: readonly number[]) {
    const res = await as(username).post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: situacoes,
      filtros: toFiltros(initialListFilter(new Date())),
      pageSize: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.total as number;
  }

  it('counts every status as the manager’s list totals it, zeros included', async () => {
    const c = await contagens('gestorcallcenter', 'gestao-callcenter');
    expect(c.situacoes.map((s) => s.situacaoId)).toEqual(ALL_SITUACAO_IDS);
    for (const { situacaoId, total } of c.situacoes) {
      expect(total, `situação ${situacaoId}`).toBe(
        await listTotal('gestorcallcenter', [situacaoId]),
      );
    }
    const all = c.situacoes.reduce((sum, s) => sum + s.total, 0);
    expect(all).toBeGreaterThan(0);
    expect(c.listas).toEqual([{ rota: 'todas-propostas', total: all }]);
  });

  it("counts what the manager may see: every dealership's proposals, no drafts, no PME", async () => {
    const before = await contagens('gestorcallcenter', 'gestao-callcenter');
    const dealerBefore = await contagens('concessionaria', 'concessionaria');
    const other = await otherDealership(t.db);
    await buildProposta(t.db, {
      concessionariaId: other.id,
      corretorId: other.brokers[0].id,
      situacaoPropostaAdesaoId: SITUACAO.Reentrada,
    });
    await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.Reentrada,
      tipo: TIPO_PROPOSTA.PmeTitular,
    });
    const after = await contagens('gestorcallcenter', 'gestao-callcenter');
    expect(totalOf(after, SITUACAO.Reentrada)).toBe(totalOf(before, SITUACAO.Reentrada) + 1);
    expect(after.listas[0].total).toBe(before.listas[0].total + 1);
    // The dealership's own dashboard does not see another dealership's proposal.
    expect((await contagens('concessionaria', 'concessionaria')).situacoes).toEqual(
      dealerBefore.situacoes,
    );
  });

  it('refuses the area’s counts to whoever may not enter it', async () => {
    for (const [username, area] of [
      ['concessionaria', 'gestao-callcenter'],
      ['operadorcallcenter', 'gestao-callcenter'],
      ['gestorcomercial', 'gestao-callcenter'],
      ['gestorcallcenter', 'gestao-comercial'],
      ['gestorcallcenter', 'concessionaria'],
    ]) {
      const res = await as(username).get(`/api/dashboard/contagens?area=${area}`);
      expect(res.statusCode, `${username} ${area}`).toBe(403);
    }
  });
});
