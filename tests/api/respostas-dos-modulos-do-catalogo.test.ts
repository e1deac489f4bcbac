import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { formularioPme } from '../fixtures/pme';
import { markCatalogueTexts } from '../helpers/catalogue-markers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The answers the modules still wrote themselves come from the pt-BR catalogue (issue 42, the
 * list of record 0130): each test swaps a catalogue text for a marker and finds the marker in
 * the answer, so it fails when a module writes its own words again, even the same words.
 */
const S = ptBR.servidor;

/** A TypeBox `errorMessage` is taken when the routes register: marked before the app starts. */
const AO_INICIAR = [[S.pme, 'ufInvalida', 'MARCA UF']] as [
  Record<string, unknown>,
  string,
  string,
][];

let t: TestApp;
let as: ReturnType<typeof apiClient>;
const antes = AO_INICIAR.map(([group, key]) => group[key]);

beforeAll(async () => {
  for (const [group, key, marker] of AO_INICIAR) group[key] = marker;
  try {
    t = await createTestApp({ seed: true });
  } finally {
    AO_INICIAR.forEach(([group, key], i) => (group[key] = antes[i]));
  }
  as = apiClient(t);
});
afterAll(() => t?.close());

const mark = markCatalogueTexts();

describe('PME: creating a proposal and the units’ contracts', () => {
  const criar = (beneficiarios: number[]) =>
    as('gestorcomercialpme').post('/api/propostaPme/criar', formularioPme({ beneficiarios }));

  it('refuses a holder already taken or not available with servidor.pme', async () => {
    mark(S.pme, 'beneficiarioJaVinculado', 'MARCA vinculado %{nome}');
    mark(S.pme, 'beneficiarioIndisponivel', 'MARCA fora %{nome} (%{situacao})');
    mark(ptBR.propostas, 'inativa', 'MARCA inativa');
    const livre = await buildProposta(t.db, { nome: 'Titular Livre Catálogo' });
    expect((await criar([livre.id])).statusCode).toBe(200);
    const tomado = await criar([livre.id]);
    expect(tomado.statusCode).toBe(409);
    expect(tomado.json().errors.beneficiarios).toBe('MARCA vinculado Titular Livre Catálogo');
    const inativa = await buildProposta(t.db, { nome: 'Titular Inativo', inativa: true });
    expect((await criar([inativa.id])).json().errors.beneficiarios).toBe(
      'MARCA fora Titular Inativo (MARCA inativa)',
    );
    const cancelada = await buildProposta(t.db, {
      nome: 'Titular Cancelado',
      situacaoPropostaAdesaoId: SITUACAO.Cancelada,
    });
    expect((await criar([cancelada.id])).json().errors.beneficiarios).toMatch(
      /^MARCA fora Titular Cancelado \(\S/,
    );
  });

  it('refuses an invalid state with servidor.pme.ufInvalida', async () => {
    const res = await as('gestorcomercialpme').post('/api/propostaPme/buscarUnidadesContratosPme', {
      uf: 'S1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['MARCA UF']);
  });
});

describe('proposals: changing the due day', () => {
  it('refuses a status that may not change it with servidor.propostas.vencimentoNaoAlteravel', async () => {
    mark(S.propostas, 'vencimentoNaoAlteravel', 'MARCA vencimento (%{situacao})');
    const concluida = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.Concluida });
    const res = await as('gestorcomercial').put(`/api/adesao/${concluida.id}/alterarVencimento`, {
      versao: concluida.versao,
      diaVencimento: 30,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['MARCA vencimento (Concluída)']);
  });
});
