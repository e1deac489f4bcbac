import { subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { historicoPropostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta, firstDealership, otherDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Painel = {
  porSituacao: { situacaoId: number; total: number }[];
  porUnidade: { codigoUnidade: number | null; total: number }[];
  pendenciasPorIdade: { rotulo: string; total: number }[];
  aprovacoes: { semanas: string[]; aprovadores: { nome: string; valores: number[] }[] };
};

describe('painel-supervisor', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  async function painel(username = 'supervisor') {
    const res = await as(username).get('/api/dashboard/painelSupervisor');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Painel;
  }

  it('is refused to roles outside it', async () => {
    for (const user of ['concessionaria', 'enfermeiro', 'liberacao49menos']) {
      expect((await as(user).get('/api/dashboard/painelSupervisor')).statusCode, user).toBe(403);
    }
    await painel('gestorcomercial');
  });

  it('counts per status and unit, pendencies by age and approvals per approver per week', async () => {
    const before = await painel();
    const bucket = (p: Painel, rotulo: string) =>
      p.pendenciasPorIdade.find((f) => f.rotulo === rotulo)!.total;
    const unit = (p: Painel, codigo: number) =>
      p.porUnidade.find((u) => u.codigoUnidade === codigo)?.total ?? 0;
    const status = (p: Painel, id: number) =>
      p.porSituacao.find((s) => s.situacaoId === id)?.total ?? 0;

    const pendente = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.PendenciasCorretor,
      possuiPendencia: true,
      dataAlteracaoSituacao: subDays(new Date(), 20),
      codigoUnidade: 1,
    });
    await t.db.insert(historicoPropostasAdesao).values([
      {
        propostaAdesaoId: pendente.id,
        chave: 'aprovar-documentacao',
        descricao: 'x',
        autor: 'Zé Aprovador',
      },
      {
        propostaAdesaoId: pendente.id,
        chave: 'aprovar-documentacao',
        descricao: 'x',
        autor: 'Zé Aprovador',
      },
      // Other history entries are not approvals.
      { propostaAdesaoId: pendente.id, chave: 'cancelar', descricao: 'x', autor: 'Zé Aprovador' },
    ]);

    const after = await painel();
    expect(bucket(after, '16 a 30 dias')).toBe(bucket(before, '16 a 30 dias') + 1);
    expect(unit(after, 1)).toBe(unit(before, 1) + 1);
    expect(status(after, SITUACAO.PendenciasCorretor)).toBe(
      status(before, SITUACAO.PendenciasCorretor) + 1,
    );
    expect(after.aprovacoes.semanas).toHaveLength(8);
    const ze = after.aprovacoes.aprovadores.find((a) => a.nome === 'Zé Aprovador')!;
    expect(ze.valores.at(-1)).toBe(2);
    expect(ze.valores.slice(0, -1).every((v) => v === 0)).toBe(true);
  });

  describe('corretores (brokers overview)', () => {
    type Broker = {
      id: number;
      concessionaria: string;
      porSituacao: Record<string, number>;
      total: number;
    };
    const overview = async (username: string) => {
      const res = await as(username).get('/api/dashboard/corretores');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Broker[];
    };

    it('shows every broker to the manager, only its own to a dealership; 403 outside', async () => {
      const first = await firstDealership(t.db);
      const other = await otherDealership(t.db);
      const all = await overview('gestorcomercial');
      expect(all.map((b) => b.id)).toEqual(
        expect.arrayContaining([first.brokers[0].id, other.brokers[0].id]),
      );
      const own = await overview('concessionaria');
      expect(own.every((b) => b.concessionaria === first.nome)).toBe(true);
      expect(own.map((b) => b.id)).not.toContain(other.brokers[0].id);
      expect((await as('enfermeiro').get('/api/dashboard/corretores')).statusCode).toBe(403);
    });

    it("counts the broker's sent proposals by status", async () => {
      const other = await otherDealership(t.db);
      const broker = other.brokers[0].id;
      const before = (await overview('gestorcomercial')).find((b) => b.id === broker)!;
      await buildProposta(t.db, {
        concessionariaId: other.id,
        corretorId: broker,
        situacaoPropostaAdesaoId: SITUACAO.Cancelada,
      });
      // Drafts are not counted.
      await buildProposta(t.db, {
        concessionariaId: other.id,
        corretorId: broker,
        situacaoPropostaAdesaoId: null,
      });
      const after = (await overview('gestorcomercial')).find((b) => b.id === broker)!;
      const key = String(SITUACAO.Cancelada);
      expect(after.porSituacao[key] ?? 0).toBe((before.porSituacao[key] ?? 0) + 1);
      expect(after.total).toBe(before.total + 1);
    });
  });
});
