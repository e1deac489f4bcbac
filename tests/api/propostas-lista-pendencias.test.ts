import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTRO_PENDENCIA_ABERTA, LIST_STATUSES, SITUACAO } from '../../src/domain';
import { apiClient } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Row = { id: number; situacaoPropostaAdesaoId: number; possuiPendencia: boolean };

/**
 * The dealership's Pendências list (issue 39, J5): the broker's pendencies and the nurse's,
 * which leave the status as it is and only set the open-pendency flag.
 */
describe("the dealership's pendencies list", () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;
  const S = SITUACAO;
  const pendentes = LIST_STATUSES.concessionaria['propostas-pendentes']!;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  async function buscar(username: string, situacoes: readonly number[], filtros: object[]) {
    const res = await as(username).post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: situacoes,
      filtros,
      pageSize: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { itens: Row[] }).itens;
  }

  it('lists a proposal once the nurse marks a pendency on it, and no other nursing-status one', async () => {
    const aguardando = await buscar('concessionaria', [S.AguardandoAvaliacaoEnfermagem], []);
    const alvo = aguardando.find((row) => !row.possuiPendencia)!;
    expect(alvo).toBeDefined();
    const antes = await buscar('concessionaria', pendentes, [FILTRO_PENDENCIA_ABERTA]);
    expect(antes.map((row) => row.id)).not.toContain(alvo.id);

    const marcada = await as('enfermeiro').post('/api/observacaoPropostaAdesao/criarComPendencia', {
      propostaAdesaoId: alvo.id,
      observacao: 'Ligação não atendida: três tentativas sem resposta.',
      tipoObservacaoId: 2,
      setorResponsavel: 1,
    });
    expect(marcada.statusCode, marcada.body).toBe(200);

    const depois = await buscar('concessionaria', pendentes, [FILTRO_PENDENCIA_ABERTA]);
    expect(depois.map((row) => row.id)).toContain(alvo.id);
    // Every row has something to resolve: a broker pendency or the open-pendency flag.
    expect(
      depois.every(
        (row) => row.situacaoPropostaAdesaoId === S.PendenciasCorretor || row.possuiPendencia,
      ),
    ).toBe(true);
    expect(depois.some((row) => row.situacaoPropostaAdesaoId === S.PendenciasCorretor)).toBe(true);
  });

  it('refuses any other value of the pendency filter', async () => {
    const res = await as('concessionaria').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'pendencia', operador: '=', valor: 'todas' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Filtro de pendência inválido.']);
  });
});
