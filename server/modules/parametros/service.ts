import { inArray } from 'drizzle-orm';
import { PARAMETROS, type ParametroChave } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { parametros } from '../../db/schema';
import { parametrosCacheOf, type Stored } from './cache';

/** The value in force: the operator's stored value, else the domain's default. */
export async function readParametro(db: Executor, chave: ParametroChave): Promise<number> {
  return (await readParametros(db, [chave]))[chave];
}

/**
 * Several parameters at once: from the server's in-memory copy when `db` is the server's own
 * handle (cache.ts), else (a transaction, a script) in one query.
 */
export async function readParametros<K extends ParametroChave>(
  db: Executor,
  chaves: readonly K[],
): Promise<Record<K, number>> {
  const cache = parametrosCacheOf(db);
  const stored: Stored = cache
    ? await cache.read()
    : new Map(
        (chaves.length
          ? await db
              .select({ chave: parametros.chave, valor: parametros.valor })
              .from(parametros)
              .where(inArray(parametros.chave, [...chaves]))
          : []
        ).map((row) => [row.chave, row.valor]),
      );
  return Object.fromEntries(
    chaves.map((chave) => {
      const value = stored.get(chave);
      const fallback = PARAMETROS.find((p) => p.chave === chave)!.padrao;
      return [chave, typeof value === 'number' ? value : fallback];
    }),
  ) as Record<K, number>;
}
