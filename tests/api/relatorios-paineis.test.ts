import { count, eq, isNotNull } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { PAINEIS, type Grafico } from '../../src/domain';
import { propostasAdesao } from '../../server/db/schema';
import { apiClient, firstDealership } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SECRET = 'segredo-do-metabase-de-teste-com-32-caracteres';
let t: TestApp;
let withMetabase: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  withMetabase = await createTestApp({
    seed: true,
    env: { METABASE_SITE_URL: 'https://metabase.exemplo.com.br/', METABASE_SECRET: SECRET },
  });
  as = apiClient(t);
});
afterAll(async () => {
  await t.close();
  await withMetabase.close();
});

const total = (grafico: Grafico) => grafico.series[0]!.valores.reduce((a, b) => a + b, 0);

describe('GET api/relatorio/painel/{id}', () => {
  it('counts every proposal by situation and by unit', async () => {
    const res = await as('gestorcomercial').get('/api/relatorio/painel/1');
    expect(res.statusCode).toBe(200);
    const [porSituacao, porUnidade] = res.json().data as Grafico[];
    const [{ value }] = await t.db.select({ value: count() }).from(propostasAdesao);
    expect(total(porSituacao!)).toBe(value);
    expect(total(porUnidade!)).toBe(value);
    expect(porSituacao!.rotulos).toContain('Nova entrada');
  });

  it('gives a dealership its own proposals only', async () => {
    const mine = await firstDealership(t.db);
    const [{ value }] = await t.db
      .select({ value: count() })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.concessionariaId, mine.id));
    const res = await as('concessionaria').get('/api/relatorio/painel/1');
    expect(total((res.json().data as Grafico[])[0]!)).toBe(value);
  });

  it('draws twelve months of entries and conclusions', async () => {
    const [grafico] = (await as('gestorcomercial').get('/api/relatorio/painel/2')).json()
      .data as Grafico[];
    expect(grafico!.rotulos).toHaveLength(12);
    expect(grafico!.rotulos[11]).toMatch(/^\d{2}\/\d{4}$/);
    expect(grafico!.series.map((s) => s.nome)).toEqual(['Entradas', 'Conclusões']);
    expect(total(grafico!)).toBeGreaterThan(0);
  });

  it('answers the time in each situation, the nurses and the throughput', async () => {
    for (const id of [3, 4, 5]) {
      const res = await as('gestorcomercial').get(`/api/relatorio/painel/${id}`);
      expect(res.statusCode).toBe(200);
      const [grafico] = res.json().data as Grafico[];
      expect(grafico!.rotulos.length).toBe(grafico!.series[0]!.valores.length);
    }
    const [nurses] = (await as('gestorcomercial').get('/api/relatorio/painel/4')).json()
      .data as Grafico[];
    const [{ value }] = await t.db
      .select({ value: count() })
      .from(propostasAdesao)
      .where(isNotNull(propostasAdesao.aprovacaoAvaliacaoSaudePorId));
    expect(total(nurses!)).toBe(value);
  });

  it('titles each chart and series with servidor.relatorios.paineis', async () => {
    const P = ptBR.servidor.relatorios.paineis;
    const graficos: Grafico[] = [];
    for (const id of [1, 2, 3, 4, 5]) {
      graficos.push(
        ...((await as('gestorcomercial').get(`/api/relatorio/painel/${id}`)).json()
          .data as Grafico[]),
      );
    }
    expect(graficos.map((g) => [g.titulo, g.series.map((s) => s.nome)])).toEqual([
      [P.porSituacao, [P.series.propostas]],
      [P.porUnidade, [P.series.propostas]],
      [P.entradasConclusoes, [P.series.entradas, P.series.conclusoes]],
      [P.mediaDias, [P.series.dias]],
      [P.aprovadasPorEnfermeiro, [P.series.avaliacoes]],
      [P.assinaturasIntegracoes, [P.series.assinaturas, P.series.integracoes]],
    ]);
  });

  it('refuses an unknown dashboard and a role without reports', async () => {
    expect((await as('gestorcomercial').get('/api/relatorio/painel/99')).statusCode).toBe(404);
    expect((await as('dac').get('/api/relatorio/painel/1')).statusCode).toBe(403);
  });
});

describe('GET api/relatorio/url-metabase/{id}', () => {
  it('is null without Metabase, so the product draws the dashboard', async () => {
    const res = await as('gestorcomercial').get('/api/relatorio/url-metabase/1');
    expect(res.json()).toMatchObject({ success: true, data: null });
  });

  it('signs a short-lived embed token for the dashboard when Metabase is configured', async () => {
    const res = await apiClient(withMetabase)('gestorcomercial').get(
      '/api/relatorio/url-metabase/2',
    );
    const url = res.json().data as string;
    expect(url).toMatch(
      /^https:\/\/metabase\.exemplo\.com\.br\/embed\/dashboard\/[^/]+#bordered=true&titled=true$/,
    );
    const token = url.split('/embed/dashboard/')[1]!.split('#')[0]!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET));
    expect(payload.resource).toEqual({ dashboard: 2 });
    expect(payload.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(600);
    expect(PAINEIS.map((p) => p.id)).toContain(2);
  });
});
