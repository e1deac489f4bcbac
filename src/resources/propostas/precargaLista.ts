import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, initialListFilter, type AreaId } from '../../domain';
import { LIST_STATE_PREFIX } from '../../components/listStatePrefix';
import { lerDoArmazem } from '../../components/armazemDaArea';
import {
  precarregarBusca,
  type BuscarMeta,
  type ParametrosDaLista,
} from '../../providers/buscaDePropostas';
import { guardarPrevia } from './previa/previaGuardada';
import type { PropostaListItem } from './types';
import { metaDaLista } from './listaDaRota';

// Part of the first download (src/startup.ts imports it): domain and the HTTP call, nothing
// of the area's code nor of react-admin (its list-params module would bring query-string and
// lodash to the login).

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

/** The part of react-admin's list params this guess reads. */
interface ParametrosGuardados {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: 'ASC' | 'DESC' | null;
  page?: number | string | null;
  perPage?: number | string | null;
}

/** The address's list params, as react-admin reads them (filter as JSON, the rest as text). */
function doEndereco(search: string): ParametrosGuardados | null {
  const query: Record<string, unknown> = {};
  for (const [chave, valor] of new URLSearchParams(search)) {
    if (!CHAVES_DO_REACT_ADMIN.has(chave)) return null;
    query[chave] = valor;
  }
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter);
    } catch {
      delete query.filter;
    }
  }
  return query as ParametrosGuardados;
}

/** Stored params count only when the user changed something (react-admin's hasCustomParams). */
function personalizados(params: ParametrosGuardados | undefined): boolean {
  return (
    !!params?.filter &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null)
  );
}

const numero = (valor: unknown, padrao: number) => {
  const n = typeof valor === 'string' ? parseInt(valor, 10) : valor;
  return typeof n === 'number' && !Number.isNaN(n) ? n : padrao;
};

/** The list's route in its area: '/gestao-comercial/propostas-entradas/' → 'propostas-entradas'. */
const rotaDe = (area: AreaId, pathname: string) =>
  pathname.slice(`/${area}/`.length).replace(/\/$/, '');

/**
 * The params the proposal list at this address will pass its data provider on its first render
 * (PropostaList's props through react-admin's useListParams: the address, else the stored
 * params if the user changed any, else the defaults with the last 90 days), or null when the
 * address is not a proposal list or carries something the list resolves itself. The rule is
 * react-admin's (useListParams' getQuery); precargaLista.test.tsx holds the guess and the real
 * list's request side by side, so an upgrade that changes it fails there.
 */
export function parametrosPrevistos(
  area: AreaId,
  pathname: string,
  search: string,
  storage: Storage = localStorage,
  hoje: Date = new Date(),
): ParametrosDaLista | null {
  if (!pathname.startsWith(`/${area}/`)) return null;
  const route = rotaDe(area, pathname);
  const meta = metaDaLista(area, route);
  if (!meta) return null;
  const endereco = doEndereco(search);
  if (!endereco) return null;
  const salvos = lerDoArmazem<ParametrosGuardados>(area, `${LIST_STATE_PREFIX}.${route}`, storage);
  const query: ParametrosGuardados =
    Object.keys(endereco).length > 0
      ? endereco
      : personalizados(salvos)
        ? { ...salvos }
        : { filter: initialListFilter(hoje) };
  const semOrdem = !query.sort;
  return {
    pagination: {
      page: numero(query.page ?? 1, 1),
      perPage: numero(query.perPage ?? DEFAULT_PAGE_SIZE, 10),
    },
    sort: {
      field: semOrdem ? DEFAULT_SORT.field : query.sort!,
      order: semOrdem ? DEFAULT_SORT.order : query.order!,
    },
    filter: { ...query.filter },
    meta,
  };
}

/**
 * On a cold load of a proposal list, its first page is asked for now, beside the area's code
 * (src/startup.ts), and reaches the list's first render through its query cache
 * (buscaDePropostas.ts). A wrong guess costs one unused request, never a wrong page: the list
 * takes the early answer only for the exact request it makes. Answers when the preview is
 * stored (or the call failed), or undefined when no call was made.
 */
export function precarregarLista(
  area: AreaId,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> | undefined {
  const parametros = parametrosPrevistos(area, location.pathname, location.search);
  if (!parametros) return undefined;
  // The answer is also drawn at once as the list's preview, inside the waiting outline.
  return precarregarBusca(parametros).then(
    ({ data }) =>
      guardarPrevia({
        pathname: location.pathname,
        area,
        route: rotaDe(area, location.pathname),
        meta: parametros.meta as BuscarMeta,
        sort: parametros.sort,
        linhas: data as PropostaListItem[],
      }),
    () => undefined,
  );
}
