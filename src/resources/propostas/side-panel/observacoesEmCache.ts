import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import { OBSERVACOES } from '../../../providers/propostasDataProvider';
import type { Observacao } from '../types';

/** Every cached observation list of this proposal, changed by `change`. */
function alterarListas(
  queryClient: QueryClient,
  propostaAdesaoId: number,
  change: (lista: GetListResult<Observacao>) => GetListResult<Observacao>,
) {
  queryClient.setQueriesData<GetListResult<Observacao>>(
    {
      queryKey: [OBSERVACOES, 'getList'],
      predicate: (query) =>
        (query.queryKey[2] as { filter?: { propostaAdesaoId?: number } } | undefined)?.filter
          ?.propostaAdesaoId === propostaAdesaoId,
    },
    (lista) => lista && change(lista),
  );
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
  alterarListas(queryClient, propostaAdesaoId, (lista) => ({
    ...lista,
    data: [criada, ...lista.data.filter((item) => item.id !== criada.id)],
    total: (lista.total ?? lista.data.length) + 1,
  }));
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
  alterarListas(queryClient, propostaAdesaoId, (lista) => ({
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
