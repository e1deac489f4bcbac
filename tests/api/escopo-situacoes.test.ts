import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SITUACAO_IDS, SITUACAO as S } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 41, item 3: a role reads exactly the statuses its screens show, and drafts only where it
 * works on drafts; writes (an observation, a contact) follow the same scope. Sweeps every status
 * and both kinds of draft × every proposal-reading demo account × the detail, the two searches
 * and the two writes, over real records.
 */
let t: TestApp;
let as: ReturnType<typeof apiClient>;

/** One CPF and one name prefix for every proposal built here: one search finds them all. */
const CPF = generateCpf();
const NOME = 'Escopo Situacao Varredura';

/** A dealership's draft waiting for the under-49 release (the review's proposal 90). */
const RASCUNHO_LIBERACAO = 'rascunho aguardando liberação';
/** A draft of an older applicant: no release to wait for. */
const RASCUNHO = 'rascunho';
type Caso = number | typeof RASCUNHO_LIBERACAO | typeof RASCUNHO;
const CASOS: Caso[] = [RASCUNHO_LIBERACAO, RASCUNHO, ...ALL_SITUACAO_IDS];

const TODAS = ALL_SITUACAO_IDS;
/** The nurse lists (Entradas, Aguardando aprovação, Aprovadas, Canceladas): not 10 nor 13. */
const DA_ENFERMAGEM = ALL_SITUACAO_IDS.filter(
  (id) => id !== S.Bloqueada && id !== S.AguardandoAprovacaoTermo,
);

/** What each account must read, written out here on purpose (not derived like the code). */
const ESPERADO: Record<string, readonly Caso[]> = {
  // Its lists show every status; 'Rascunhos' every draft.
  gestorcomercial: [...TODAS, RASCUNHO_LIBERACAO, RASCUNHO],
  // PME screens, dashboard and panel, reports: every sent status, never a draft.
  gestorcomercialpme: TODAS,
  gestorcontratos: TODAS,
  supervisor: TODAS,
  operadorcallcenter: TODAS,
  gestorcallcenter: TODAS,
  liberacao49menos: [RASCUNHO_LIBERACAO],
  dac: [S.IntegradoERP, S.IntegradoPendencias],
  enfermeiro: DA_ENFERMAGEM,
  gestorsaude: DA_ENFERMAGEM,
  enfermeiroexterno: [S.AguardandoDeclaracaoSaude, S.AguardandoAvaliacaoEnfermagem, S.Cancelada],
  // The dealership's own proposals, its drafts included (it writes them).
  concessionaria: [...TODAS, RASCUNHO_LIBERACAO, RASCUNHO],
  vendasinternas: [...TODAS, RASCUNHO_LIBERACAO, RASCUNHO],
};

/** Who may add a contact at all (the permission table's 'reenviar-link'); others get 403. */
const ADICIONA_CONTATO = new Set([
  'gestorcomercial',
  'operadorcallcenter',
  'gestorcallcenter',
  'enfermeiro',
  'enfermeiroexterno',
  'concessionaria',
  'vendasinternas',
]);

const ids = new Map<Caso, number>();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  as = apiClient(t);
  for (const caso of CASOS) {
    const draft = typeof caso === 'string';
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: draft ? null : caso,
      situacaoAnteriorId: caso === S.Cancelada || caso === S.Bloqueada ? S.NovaEntrada : null,
      dataNascimento: caso === RASCUNHO_LIBERACAO ? '1990-06-01' : '1958-03-14',
      nome: `${NOME} ${CASOS.indexOf(caso)}`,
      cpf: CPF,
    });
    ids.set(caso, proposta.id);
  }
});
afterAll(() => t.close());

const nome = (caso: Caso) => (typeof caso === 'string' ? caso : `situação ${caso}`);

describe('each role reads and writes exactly the statuses its screens show', () => {
  it.each(Object.keys(ESPERADO))('%s', async (user) => {
    const le = new Set(ESPERADO[user]);
    const visiveis = CASOS.filter((caso) => le.has(caso)).map((caso) => ids.get(caso)!);

    // The two searches find exactly the readable ones.
    const porCpf = await as(user).get(`/api/adesao/listarPropostasCPF/${CPF}`);
    expect(porCpf.statusCode).toBe(200);
    const achadosCpf = porCpf.json().data.itens.map((row: { id: number }) => row.id);
    expect(achadosCpf.sort((a: number, b: number) => a - b)).toEqual(visiveis);
    const porNome = await as(user).post('/api/adesao/pesquisar', { termo: NOME, pageSize: 50 });
    expect(porNome.statusCode).toBe(200);
    const achadosNome = porNome.json().data.itens.map((row: { id: number }) => row.id);
    expect(achadosNome.sort((a: number, b: number) => a - b)).toEqual(visiveis);

    for (const [indice, caso] of CASOS.entries()) {
      const id = ids.get(caso)!;
      const dentro = le.has(caso);
      const contexto = `${user} em ${nome(caso)}`;
      expect((await as(user).get(`/api/adesao/${id}`)).statusCode, contexto).toBe(
        dentro ? 200 : 404,
      );
      expect((await as(user).get(`/api/adesao/${id}/listarHistorico`)).statusCode, contexto).toBe(
        dentro ? 200 : 404,
      );
      const observacao = await as(user).post('/api/observacaoPropostaAdesao/criar', {
        propostaAdesaoId: id,
        observacao: `Observação de ${user}`,
      });
      expect(observacao.statusCode, contexto).toBe(dentro ? 200 : 404);
      // A phone per account and case, so a repeated phone (409) never hides the answer.
      const conta = Object.keys(ESPERADO).indexOf(user);
      const telefone = `2798${String(conta).padStart(2, '0')}${String(indice).padStart(5, '0')}`;
      const contato = await as(user).post(`/api/adesao/${id}/contatos`, { telefone });
      expect(contato.statusCode, contexto).toBe(
        !ADICIONA_CONTATO.has(user) ? 403 : dentro ? 200 : 404,
      );
    }
  });
});
