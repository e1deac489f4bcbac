import { getQuery, parseQueryFromLocation } from 'ra-core';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, initialListFilter, type AreaId } from '../../domain';
import { LIST_STATE_PREFIX } from '../../components/listFilter';
import { precarregarBusca, type ParametrosDaLista } from '../../providers/buscaDePropostas';
import { metaDaLista } from './listaDaRota';

// Part of the first download (src/arranque.ts imports it): domain, the HTTP call and two of
// react-admin's own functions, nothing of the area's code.

/** The list params react-admin keeps in the address; any other key (a saved view's ?visao=) is
 * applied by the list's own code, so no guess is made for it. */
const CHAVES_DO_REACT_ADMIN = new Set([
  'filter',
  'displayedFilters',
  'sort',
  'order',
  'page',
  'perPage',
]);

/** useListParams' value when the store holds nothing for the list. */
const SEM_PARAMETROS_GUARDADOS = { filter: {}, order: null, page: 1, perPage: null, sort: null };

/** What the area's localStorageStore (AreaAdmin) holds for the list, read the way it reads it. */
function guardados(storage: Storage, area: AreaId, route: string): unknown {
  try {
    const texto = storage.getItem(`RaStoreAdesao.${area}.${LIST_STATE_PREFIX}.${route}`);
    return texto == null ? undefined : JSON.parse(texto);
  } catch {
    return undefined;
  }
}

/**
 * The params the proposal list at this address will pass its data provider on its first render
 * (PropostaList's props through react-admin's useListParams: the address, else the stored
 * params, else the defaults with the last 90 days), or null when the address is not a proposal
 * list or carries something the list resolves itself. Computed with react-admin's own getQuery,
 * so the guess and the list agree; PropostaList.test.tsx holds them side by side.
 */
export function parametrosPrevistos(
  area: AreaId,
  pathname: string,
  search: string,
  storage: Storage = localStorage,
  hoje: Date = new Date(),
): ParametrosDaLista | null {
  const prefixo = `/${area}/`;
  if (!pathname.startsWith(prefixo)) return null;
  const route = pathname.slice(prefixo.length).replace(/\/$/, '');
  const meta = metaDaLista(area, route);
  if (!meta) return null;
  const queryFromLocation = parseQueryFromLocation({ search });
  if (Object.keys(queryFromLocation).some((chave) => !CHAVES_DO_REACT_ADMIN.has(chave))) {
    return null;
  }
  const query = getQuery({
    queryFromLocation,
    params: guardados(storage, area, route) ?? SEM_PARAMETROS_GUARDADOS,
    filterDefaultValues: initialListFilter(hoje),
    sort: DEFAULT_SORT,
    perPage: DEFAULT_PAGE_SIZE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta,
  };
}

/**
 * On a cold load of a proposal list, its first page is asked for now, beside the area's code
 * (src/arranque.ts), and reaches the list's first render through its query cache
 * (buscaDePropostas.ts). A wrong guess costs one unused request, never a wrong page: the list
 * takes the early answer only for the exact request it makes.
 */
export function precarregarLista(area: AreaId, location: Pick<Location, 'pathname' | 'search'>) {
  const parametros = parametrosPrevistos(area, location.pathname, location.search);
  if (parametros) precarregarBusca(parametros);
}
