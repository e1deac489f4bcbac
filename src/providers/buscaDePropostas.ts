import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import {
  DEFAULT_PAGE_SIZE,
  FILTRO_PENDENCIA_ABERTA,
  DEFAULT_SORT,
  toFiltros,
  type Filtro,
  type ListFilter,
  type NurseSituacaoSlug,
} from '../domain';
import { api } from './httpClient';
import { readUser } from './tokenStore';

/**
 * The proposal lists' call (POST api/adesao/buscar and its retention, portability and nurse
 * variants): react-admin's list params to the request, and the one request a cold load may
 * start before the list's code has arrived (precarregarBusca). Part of the first download (the
 * start-up prefetch uses it), so it keeps to the HTTP client and the domain.
 */

/** What a list passes in `meta`: the statuses its route shows (statusesForList). */
export type BuscarMeta = {
  situacoes?: readonly number[];
  /** The retention and portability lists have their own calls (spec 7, 'Lists'). */
  lista?: 'retencao' | 'portabilidade';
  /** The nurse lists read POST api/enfermeiro/propostasSituacao/{slug} (spec 7, 'Nurse'). */
  enfermeiro?: NurseSituacaoSlug;
  /** Only the proposals with a pendency to resolve (LISTAS_SO_COM_PENDENCIA). */
  comPendencia?: boolean;
};

/** POST api/retencao/buscar and api/portabilidade/buscar take the same body in English. */
export function toSearchBody(body: BuscarBody) {
  return {
    filters: body.filtros,
    situacoesPropostasAdesaoIds: body.situacoesPropostasAdesaoIds,
    orderBy: body.orderBy,
    orderDirection: body.orderDirection,
    page: body.pagina,
    pageSize: body.pageSize,
  };
}

/** The search box's filter key: a name, CPF or contract number typed by the user. */
export const SEARCH_FILTER = 'q';

/**
 * One status picked inside a list of several (a card of the call-centre manager's dashboard
 * opens 'todas-propostas' on it): the query's statuses narrow to it. A status the list does not
 * show is ignored, so the filter never widens what the route lists.
 */
export const STATUS_FILTER = 'situacao';

function narrowStatuses(statuses: readonly number[], picked: unknown): number[] {
  const id = typeof picked === 'string' && picked !== '' ? Number(picked) : picked;
  if (typeof id !== 'number' || !Number.isInteger(id)) return [...statuses];
  return statuses.length === 0 || statuses.includes(id) ? [id] : [...statuses];
}

export interface BuscarBody {
  filtros: Filtro[];
  situacoesPropostasAdesaoIds: number[];
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  pagina: number;
  pageSize: number;
}

/** react-admin's list params to the buscar body (pagina is 1-based, as react-admin's page). */
export function toBuscarBody(params: Partial<GetListParams>, meta: BuscarMeta = {}): BuscarBody {
  const {
    [SEARCH_FILTER]: search,
    [STATUS_FILTER]: situacao,
    ...panel
  } = (params.filter ?? {}) as ListFilter & { q?: string; situacao?: unknown };
  const filtros = toFiltros(panel);
  const text = typeof search === 'string' ? search.trim() : '';
  if (text) filtros.push({ coluna: 'pesquisa', operador: '=', valor: text });
  if (meta.comPendencia) filtros.push({ ...FILTRO_PENDENCIA_ABERTA });
  return {
    filtros,
    situacoesPropostasAdesaoIds: narrowStatuses(meta.situacoes ?? [], situacao),
    orderBy: params.sort?.field || DEFAULT_SORT.field,
    orderDirection: (params.sort?.order ?? DEFAULT_SORT.order) === 'ASC' ? 'asc' : 'desc',
    pagina: params.pagination?.page ?? 1,
    pageSize: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
  };
}

/** Rows carry propostaAdesaoId; react-admin needs `id`. */
export function comId<T extends { id?: unknown; propostaAdesaoId?: unknown }>(
  row: T,
): T & RaRecord {
  return { ...row, id: (row.id ?? row.propostaAdesaoId) as RaRecord['id'] };
}

/** What react-admin's list asks for: the third part of its query key, and the call's input. */
export type ParametrosDaLista = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

function pedidoDe(params: Partial<GetListParams>) {
  const meta = (params.meta ?? {}) as BuscarMeta;
  const body = toBuscarBody(params, meta);
  const url = meta.enfermeiro
    ? `/api/enfermeiro/propostasSituacao/${meta.enfermeiro}`
    : meta.lista === 'retencao'
      ? '/api/retencao/buscar'
      : meta.lista === 'portabilidade'
        ? '/api/portabilidade/buscar'
        : '/api/adesao/buscar';
  const corpo = meta.lista ? toSearchBody(body) : body;
  // What decides the answer: who asks (another sign-in in this tab never gets it), the address
  // and the body, as sent.
  return { url, corpo, chave: `${readUser()?.id} ${url} ${JSON.stringify(corpo)}` };
}

async function enviar(url: string, corpo: unknown, signal?: AbortSignal): Promise<GetListResult> {
  const result = await api.post<{ itens: RaRecord[]; total: number }>(url, corpo, { signal });
  return { data: result.itens.map(comId), total: result.total };
}

interface Precarga {
  chave: string;
  parametros: ParametrosDaLista;
  desde: number;
  resposta: Promise<GetListResult>;
  /** The answer, once it is here: the area's query cache takes it before its first render. */
  resultado?: GetListResult;
}

/** At most one: the list of the address the page was opened on. */
let precarga: Precarga | null = null;
/** Older than this, an early answer is not served: the list asks again. */
const PRECARGA_VALE_MS = 10_000;

/**
 * Starts the list's call for these params now (src/startup.ts, on a cold load), while the
 * area's code still downloads. The list's own first call with the same request takes this
 * answer instead of asking again (buscarPropostas), once. Answers that call's promise (the
 * list's preview draws it, previa/).
 */
export function precarregarBusca(parametros: ParametrosDaLista): Promise<GetListResult> {
  const { url, corpo, chave } = pedidoDe(parametros);
  const resposta = enviar(url, corpo);
  const esta: Precarga = { chave, parametros, desde: Date.now(), resposta };
  precarga = esta;
  resposta.then(
    (resultado) => {
      esta.resultado = resultado;
    },
    // A failed early call is forgotten: the list asks itself and shows its own error.
    () => {
      if (precarga === esta) precarga = null;
    },
  );
  return resposta;
}

/** Drops an early call not yet taken (tests start without one). */
export function esquecerPrecarga(): void {
  precarga = null;
}

/** The early call for exactly this request, if there is a recent one not yet taken. */
function tomarPrecarga(chave: string): Promise<GetListResult> | undefined {
  const esta = precarga;
  if (!esta || esta.chave !== chave) return undefined;
  precarga = null;
  return Date.now() - esta.desde < PRECARGA_VALE_MS ? esta.resposta : undefined;
}

/** The proposals of one list page: the early call when it matches, else a new one. */
export function buscarPropostas(params: Partial<GetListParams>): Promise<GetListResult> {
  const { url, corpo, chave } = pedidoDe(params);
  return tomarPrecarga(chave) ?? enviar(url, corpo, params.signal);
}

/** The part of react-query's client this needs (the type stays out of the first download). */
interface CacheDeConsultas {
  setQueryData(queryKey: unknown[], data: GetListResult): unknown;
}

/**
 * Puts the early answer in the area's query cache under react-admin's own key for the list
 * (useGetList: [resource, 'getList', { pagination, sort, filter, meta }]), so the list draws
 * its rows in its first render instead of after its access check, its call and a second
 * render. An answer still on its way is put there when it arrives. The list's first call then
 * takes the same answer (buscarPropostas), so the page costs one request as before.
 */
export function semearCache(cache: CacheDeConsultas, resource: string): void {
  const esta = precarga;
  if (!esta || Date.now() - esta.desde >= PRECARGA_VALE_MS) return;
  const { pagination, sort, filter, meta } = esta.parametros;
  const chave = [resource, 'getList', { pagination, sort, filter, meta }];
  if (esta.resultado) cache.setQueryData(chave, esta.resultado);
  else
    void esta.resposta.then(
      (resultado) => cache.setQueryData(chave, resultado),
      () => undefined,
    );
}
