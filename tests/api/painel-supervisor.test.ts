import { subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { historicoPropostasAdesao } from '../../server/db/schema';
import { apiClient, buildProposta } from '../fixtures/propostas';
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
});
