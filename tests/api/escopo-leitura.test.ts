import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO as S } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Least-privilege reads (issue 'Quality gates'): a role reads the proposals its lists show and
 * gets 404 for the others, on the detail and on every side read.
 */
let t: TestApp;
let as: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
});
afterAll(() => t.close());

const READS = [
  (id: number) => `/api/adesao/${id}`,
  (id: number) => `/api/adesao/${id}/listarHistorico`,
  (id: number) => `/api/observacaoPropostaAdesao/obterObservacoes/${id}`,
  (id: number) => `/api/logHistoricoEnvio/${id}`,
  (id: number) => `/api/documento/propostaAdesao/${id}/listarDocumentosAnexosSemArquivo`,
];

async function statuses(username: string, id: number): Promise<number[]> {
  const codes: number[] = [];
  for (const read of READS) codes.push((await as(username).get(read(id))).statusCode);
  return codes;
}

describe('each role reads what its lists show', () => {
  it.each([
    ['dac', S.IntegradoERP, S.NovaEntrada],
    ['dac', S.IntegradoPendencias, S.AguardandoAssinaturas],
    ['enfermeiroexterno', S.AguardandoAvaliacaoEnfermagem, S.Concluida],
    ['enfermeiroexterno', S.Cancelada, S.AguardandoAprovacaoEnfermagem],
  ])(
    '%s reads a proposal in status %i and gets 404 in status %i',
    async (user, inside, outside) => {
      const mine = await buildProposta(t.db, { situacaoPropostaAdesaoId: inside });
      const other = await buildProposta(t.db, { situacaoPropostaAdesaoId: outside });
      expect(await statuses(user, mine.id)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses(user, other.id)).toEqual([404, 404, 404, 404, 404]);
    },
  );

  it('the age-release role reads only drafts of under-49 applicants awaiting release', async () => {
    const young = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: '1990-06-01',
    });
    const older = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: null,
      dataNascimento: '1950-06-01',
    });
    const submitted = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.NovaEntrada,
      dataNascimento: '1990-06-01',
    });
    expect((await as('liberacao49menos').get(`/api/adesao/${young.id}`)).statusCode).toBe(200);
    expect((await as('liberacao49menos').get(`/api/adesao/${older.id}`)).statusCode).toBe(404);
    expect((await as('liberacao49menos').get(`/api/adesao/${submitted.id}`)).statusCode).toBe(404);
  });

  it('the lists and the direct search keep to the same scope', async () => {
    const outside = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: S.NovaEntrada,
      nome: 'Escopo Fora Do Dac',
    });
    const res = await as('dac').post('/api/adesao/pesquisar', { termo: 'Escopo Fora Do Dac' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().data)).not.toContain(String(outside.id));
    const listed = await as('dac').post('/api/adesao/buscar', {
      situacoesPropostasAdesaoIds: [S.NovaEntrada],
    });
    expect(listed.json().data.total ?? listed.json().data.itens.length).toBe(0);
  });

  it('roles whose lists show every status still read every status', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: S.Bloqueada });
    for (const user of ['gestorcomercial', 'operadorcallcenter', 'gestorcallcenter']) {
      expect((await as(user).get(`/api/adesao/${proposta.id}`)).statusCode, user).toBe(200);
    }
    // No nurse list shows a blocked proposal (issue 41; the full sweep: escopo-situacoes).
    expect((await as('enfermeiro').get(`/api/adesao/${proposta.id}`)).statusCode).toBe(404);
  });
});
