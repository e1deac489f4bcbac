import type { GetListParams } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../domain';

/**
 * react-admin's list params to the query string of the spec's paged lists (`pagina` from 1,
 * `pageSize`), with the named filters that hold text: an empty or blank one is left out, so
 * the server never sees a filter nobody set.
 */
export function consultaDeLista(
  params: Partial<GetListParams>,
  filtros: readonly string[] = [],
): URLSearchParams {
  const query = new URLSearchParams({
    pagina: String(params.pagination?.page ?? 1),
    pageSize: String(params.pagination?.perPage ?? DEFAULT_PAGE_SIZE),
  });
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of filtros) {
    const value = filter[key];
    if (typeof value === 'string' && value.trim() !== '') query.set(key, value.trim());
  }
  return query;
}
