import { useCallback } from 'react';
import { useListContext, useStore, useStoreContext } from 'react-admin';
import { colunasKey } from './colunasNoServidor';
import type { EstadoLista } from '../../providers/visoesDataProvider';

/**
 * The open list's state as a view keeps it, and the way back: filter, sort and page size go
 * through the list's own context (so the URL and the stored filter follow), the columns
 * through the store the column chooser reads.
 */
export function useEstadoDaLista(lista: string) {
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const store = useStoreContext();
  const chave = colunasKey(lista);
  const [ocultas] = useStore<string[]>(chave, []);
  const [ordem] = useStore<number[] | undefined>(`${chave}_columnRanks`);

  const atual = useCallback(
    (): EstadoLista => ({
      filtro: filterValues as Record<string, unknown>,
      ordenacao: { campo: sort.field, ordem: sort.order === 'ASC' ? 'ASC' : 'DESC' },
      porPagina: perPage,
      colunasOcultas: ocultas ?? [],
      ordemColunas: ordem ?? null,
    }),
    [filterValues, sort, perPage, ocultas, ordem],
  );

  const aplicar = useCallback(
    (estado: EstadoLista) => {
      setFilters(estado.filtro, {});
      setSort({ field: estado.ordenacao.campo, order: estado.ordenacao.ordem });
      setPerPage(estado.porPagina);
      store.setItem(chave, estado.colunasOcultas);
      if (estado.ordemColunas) store.setItem(`${chave}_columnRanks`, estado.ordemColunas);
      else store.removeItem(`${chave}_columnRanks`);
    },
    [setFilters, setSort, setPerPage, store, chave],
  );

  return { atual, aplicar };
}
