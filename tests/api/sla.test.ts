import { inArray } from 'drizzle-orm';
import { subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { propostasAdesao } from '../../server/db/schema';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia } from './outbox-fixtures';

type Linha = { id: number; sla: { diasUteis: number; alvo: number; estado: string } | null };

describe('SLA clocks in the proposal lists', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  let antiga: number;
  let recente: number;
  let concluida: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
    // Three weeks in 'Nova entrada' (15 business days at least), one entered now, one concluded.
    antiga = (await criarFamilia(t.db, { situacao: SITUACAO.NovaEntrada })).titular.id;
    recente = (await criarFamilia(t.db, { situacao: SITUACAO.NovaEntrada })).titular.id;
    concluida = (await criarFamilia(t.db, { situacao: SITUACAO.Concluida })).titular.id;
    await t.db
      .update(propostasAdesao)
      .set({ dataAlteracaoSituacao: subDays(new Date(), 21) })
      .where(inArray(propostasAdesao.id, [antiga, concluida]));
  });
  afterAll(() => t.close());

  const buscar = async (filtros: { coluna: string; operador: string; valor: string }[] = []) => {
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [SITUACAO.NovaEntrada, SITUACAO.Concluida],
      filtros,
      pageSize: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.itens as Linha[];
  };

  it('gives each row its business days in the status against the target', async () => {
    const linhas = await buscar();
    const de = (id: number) => linhas.find((l) => l.id === id)!.sla;
    expect(de(antiga)).toMatchObject({ alvo: 2, estado: 'atrasada' });
    expect(de(antiga)!.diasUteis).toBeGreaterThanOrEqual(13);
    expect(de(recente)).toEqual({ diasUteis: 0, alvo: 2, estado: 'no-prazo' });
    expect(de(concluida)).toBeNull();
  });

  it('filters the late ones, and refuses any other value', async () => {
    const atrasadas = await buscar([{ coluna: 'sla', operador: '=', valor: 'atrasada' }]);
    const ids = atrasadas.map((l) => l.id);
    expect(ids).toContain(antiga);
    expect(ids).not.toContain(recente);
    expect(ids).not.toContain(concluida);
    expect(atrasadas.every((l) => l.sla?.estado === 'atrasada')).toBe(true);
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'sla', operador: '=', valor: 'logo' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Filtro de prazo inválido.']);
  });

  it('counts the late ones per status and unit on the dashboard, in the user scope', async () => {
    type Atrasada = { situacaoId: number; codigoUnidade: number; total: number };
    const contagens = async (username: string, area: string) => {
      const res = await as(username).get(`/api/dashboard/contagens?area=${area}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.atrasadas as Atrasada[];
    };
    const gestor = await contagens('gestorcomercial', 'gestao-comercial');
    const novaEntrada = gestor.find(
      (a) => a.situacaoId === SITUACAO.NovaEntrada && a.codigoUnidade === 1,
    );
    expect(novaEntrada?.total).toBeGreaterThanOrEqual(1);
    // The same rows the list's filter finds, unit by unit.
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [SITUACAO.NovaEntrada],
      filtros: [
        { coluna: 'sla', operador: '=', valor: 'atrasada' },
        { coluna: 'unidade', operador: '=', valor: '1' },
      ],
      pageSize: 100,
    });
    expect(res.json().data.total).toBe(novaEntrada!.total);
    // The dealership's count leaves out the proposals of no dealership created above.
    const dealership = await contagens('concessionaria', 'concessionaria');
    const theirs = dealership.find(
      (a) => a.situacaoId === SITUACAO.NovaEntrada && a.codigoUnidade === 1,
    );
    expect(theirs?.total ?? 0).toBeLessThan(novaEntrada!.total);
  });

  it("follows the target an operator sets in 'Parâmetros'", async () => {
    const res = await as('gestorcomercial').put('/api/parametros/sla.NovaEntrada', {
      valor: 60,
      versao: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const linhas = await buscar();
    expect(linhas.find((l) => l.id === antiga)!.sla).toMatchObject({
      alvo: 60,
      estado: 'no-prazo',
    });
    const atrasadas = await buscar([{ coluna: 'sla', operador: '=', valor: 'atrasada' }]);
    expect(atrasadas.map((l) => l.id)).not.toContain(antiga);
  });
});
