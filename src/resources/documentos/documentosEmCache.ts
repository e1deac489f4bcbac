import type { QueryClient } from '@tanstack/react-query';
import type { Documento } from '../../providers/documentosDataProvider';
import { documentosQueryKey } from './useDocumentos';

/** As the server lists them: newest first (creation time, then id). */
const maisNovoPrimeiro = (a: Documento, b: Documento) =>
  b.dataCriacao.localeCompare(a.dataCriacao) || b.id - a.id;

/**
 * The proposal's cached documents changed by `change`, drawn at once from an answer
 * (decisions/0134); with nothing cached yet (never read, or the read failed) the list is read.
 */
function alterar(
  queryClient: QueryClient,
  propostaId: number,
  change: (lista: Documento[]) => Documento[],
) {
  const key = documentosQueryKey(propostaId);
  if (!queryClient.getQueryData<Documento[]>(key)) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  queryClient.setQueryData<Documento[]>(key, (lista) => lista && change(lista));
}

/** The documents the server answered an upload with, in their place in the list. */
export function mostrarAnexados(
  queryClient: QueryClient,
  propostaId: number,
  anexados: Documento[],
) {
  alterar(queryClient, propostaId, (lista) =>
    [...anexados, ...lista.filter((d) => !anexados.some((a) => a.id === d.id))].sort(
      maisNovoPrimeiro,
    ),
  );
}

/** The document the server has just deleted leaves the list. */
export function tirarExcluido(queryClient: QueryClient, propostaId: number, id: number) {
  alterar(queryClient, propostaId, (lista) => lista.filter((d) => d.id !== id));
}
