import { inArray } from 'drizzle-orm';
import { PARAMETROS, type ParametroChave } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { parametros } from '../../db/schema';

/** The value in force: the operator's stored value, else the domain's default. */
export async function readParametro(db: Executor, chave: ParametroChave): Promise<number> {
  return (await readParametros(db, [chave]))[chave];
}

/** Several parameters in one query. */
export async function readParametros<K extends ParametroChave>(
  db: Executor,
  chaves: readonly K[],
): Promise<Record<K, number>> {
  const rows = chaves.length
    ? await db
        .select({ chave: parametros.chave, valor: parametros.valor })
        .from(parametros)
        .where(inArray(parametros.chave, [...chaves]))
    : [];
  const stored = new Map(rows.map((row) => [row.chave, row.valor]));
  return Object.fromEntries(
    chaves.map((chave) => {
      const value = stored.get(chave);
      const fallback = PARAMETROS.find((p) => p.chave === chave)!.padrao;
      return [chave, typeof value === 'number' ? value : fallback];
    }),
  ) as Record<K, number>;
}
