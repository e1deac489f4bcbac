import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SITUACAO } from '../../domain';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import { applyActionAnswer } from './applyActionAnswer';
import { chaveDaProposta } from './PrecargaDaProposta';
import { buildProposta } from './PropostaShow.fixtures';
import { row } from './PropostaList.fixtures';

const S = SITUACAO;
const PAGINA = [PROPOSTAS, 'getList', { pagination: { page: 1, perPage: 10 } }];
const CANCELADA = {
  id: 42,
  versao: 4,
  situacaoPropostaAdesaoId: S.Cancelada,
  situacaoPropostaAdesaoNome: 'Cancelada',
  situacaoAnteriorId: S.NovaEntrada,
  possuiPendencia: false,
  inativa: false,
  diaVencimento: 10,
  liberacaoIdadePendente: false,
  dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
};

function cacheWithProposal42() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(chaveDaProposta(42), buildProposta({ versao: 3 }));
  queryClient.setQueryData(PAGINA, {
    data: [row({ id: 7 }), row({ id: 42, propostaAdesaoId: 42, versao: 3 })],
    total: 2,
  });
  return queryClient;
}

const detalhe = (queryClient: QueryClient) =>
  queryClient.getQueryData<Record<string, unknown>>(chaveDaProposta(42));
const linhas = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ data: Record<string, unknown>[] }>(PAGINA)!.data;

describe('applyActionAnswer', () => {
  it("writes the answer into the proposal's record and its row on every cached list page", () => {
    const queryClient = cacheWithProposal42();
    const outra = linhas(queryClient)[0];
    applyActionAnswer(queryClient, CANCELADA);
    expect(detalhe(queryClient)).toMatchObject({
      id: 42,
      versao: 4,
      situacaoPropostaAdesaoId: S.Cancelada,
      situacaoAnteriorId: S.NovaEntrada,
      nome: 'Maria Aparecida Souza',
    });
    expect(linhas(queryClient)[1]).toMatchObject({
      id: 42,
      versao: 4,
      situacaoPropostaAdesaoId: 9,
    });
    // The other rows are the same objects: nothing else redraws.
    expect(linhas(queryClient)[0]).toBe(outra);
  });

  it('keeps a record the cache already holds in a later version', () => {
    const queryClient = cacheWithProposal42();
    queryClient.setQueryData(chaveDaProposta(42), buildProposta({ versao: 5 }));
    applyActionAnswer(queryClient, CANCELADA);
    expect(detalhe(queryClient)).toMatchObject({ versao: 5, situacaoPropostaAdesaoId: 1 });
  });

  it("leaves the cache alone for an answer that is not a proposal's state", () => {
    const queryClient = cacheWithProposal42();
    const before = detalhe(queryClient);
    for (const data of [null, undefined, {}, { id: 42 }, { enviado: true }, 'ok']) {
      applyActionAnswer(queryClient, data);
    }
    expect(detalhe(queryClient)).toBe(before);
  });
});
