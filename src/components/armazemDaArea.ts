import type { AreaId } from '../domain';

/**
 * Each area's react-admin store (AreaAdmin: `localStorageStore(undefined, nomeDoArmazem(area))`),
 * which react-admin keeps in local storage as `RaStore<name>.<key>`, JSON-encoded.
 *
 * Without react-admin: the start-up's list guess (precargaLista) and the list's preview
 * (previa/) read it before react-admin is evaluated (src/earlyStart.ts).
 */
export const nomeDoArmazem = (area: AreaId) => `Adesao.${area}`;

/** What the area's store holds under a key, read the way react-admin reads it; undefined when
 * nothing is there or it cannot be read. */
export function lerDoArmazem<T>(
  area: AreaId,
  chave: string,
  storage: Storage = localStorage,
): T | undefined {
  try {
    const texto = storage.getItem(`RaStore${nomeDoArmazem(area)}.${chave}`);
    return texto == null ? undefined : (JSON.parse(texto) as T);
  } catch {
    return undefined;
  }
}
