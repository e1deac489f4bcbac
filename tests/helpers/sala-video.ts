import { SITUACAO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import type { TestApp } from './test-app';

/** A video room as the tests use it: its proposal, its id and the applicant's link token. */
export interface SalaAberta {
  propostaId: number;
  salaId: number;
  token: string;
}

/**
 * A new proposal waiting for the nurse's assessment, and the room the nurse opens for it
 * (no phone invited). The ids come out of the links abrirSala answers with: the nurse's ends
 * in the room id, the applicant's in its token. `as` is the test's client, so the nurse's
 * login is reused.
 */
export async function abrirSala(t: TestApp, as: ReturnType<typeof apiClient>): Promise<SalaAberta> {
  const p = await buildProposta(t.db, {
    situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
  });
  const aberta = (
    await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, { numerosCelular: [] })
  ).json().data;
  return {
    propostaId: p.id,
    salaId: Number(aberta.urlEnfermeiro.split('/').pop()),
    token: aberta.urlBeneficiario.split('/').pop() as string,
  };
}
