import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import { ANOTACOES, OBSERVACOES } from '../../../providers/propostasDataProvider';
import type { AnotacaoEnfermagem, Observacao } from '../types';

/** Every cached list of this proposal's `resource` (a timeline), changed by `change`. */
function alterarListas<T extends RaRecord>(
  queryClient: QueryClient,
  resource: string,
  propostaAdesaoId: number,
  change: (lista: GetListResult<T>) => GetListResult<T>,
) {
  queryClient.setQueriesData<GetListResult<T>>(
    {
      queryKey: [resource, 'getList'],
      predicate: (query) =>
        (query.queryKey[2] as { filter?: { propostaAdesaoId?: number } } | undefined)?.filter
          ?.propostaAdesaoId === propostaAdesaoId,
    },
    (lista) => lista && change(lista),
  );
}

/** The record the server answered with goes to the top of this proposal's cached timelines. */
function noTopo<T extends RaRecord>(
  queryClient: QueryClient,
  resource: string,
  propostaAdesaoId: number,
  criado: T,
) {
  alterarListas<T>(queryClient, resource, propostaAdesaoId, (lista) => ({
    ...lista,
    data: [criado, ...lista.data.filter((item) => item.id !== criado.id)],
    total: (lista.total ?? lista.data.length) + 1,
  }));
}

/**
 * The observation the server answered with (author, date, id) goes to the top of this
 * proposal's timeline in the query cache: drawn with the answer, not after a second request.
 */
export function mostrarCriada(
  queryClient: QueryClient,
  propostaAdesaoId: number,
  criada: Observacao,
) {
  noTopo(queryClient, OBSERVACOES, propostaAdesaoId, criada);
}

/** The nursing note the server answered with, likewise at the top of 'Anotações da Enfermagem'. */
export function mostrarAnotacaoCriada(
  queryClient: QueryClient,
  propostaAdesaoId: number,
  criada: AnotacaoEnfermagem,
) {
  noTopo(queryClient, ANOTACOES, propostaAdesaoId, criada);
}

/**
 * The pendency the server has just resolved shows as resolved at once ('Pendência resolvida'
 * with the text the user wrote, no 'Resolver' button), with the resolver's name and the time
 * as the screen knows them; the refresh that follows brings the server's own record.
 */
export function mostrarResolvida(
  queryClient: QueryClient,
  propostaAdesaoId: number,
  resolvida: { id: number; resolucao: string; usuario: string | undefined },
) {
  alterarListas<Observacao>(queryClient, OBSERVACOES, propostaAdesaoId, (lista) => ({
    ...lista,
    data: lista.data.map((item) =>
      item.id === resolvida.id
        ? {
            ...item,
            resolvido: true,
            resolucaoPendencia: resolvida.usuario
              ? {
                  id: 0,
                  resolucao: resolvida.resolucao,
                  usuario: resolvida.usuario,
                  dataCriacao: new Date().toISOString(),
                }
              : item.resolucaoPendencia,
          }
        : item,
    ),
  }));
}
