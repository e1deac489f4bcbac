import { ESTADOS, UNIDADES } from '../../../src/domain';
import type { Executor } from '../client';
import { estados, unidades } from '../schema';

/** Units and states come from src/domain, the single source of what the spec enumerates. */
export async function seedReference(db: Executor): Promise<void> {
  await db
    .insert(unidades)
    .values(
      UNIDADES.map((u) => ({
        codigoUnidade: u.codigoUnidade,
        uf: u.uf,
        nomeUnidade: u.nomeUnidade,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(estados)
    .values(ESTADOS.map((e) => ({ sigla: e.sigla, nome: e.nome })))
    .onConflictDoNothing();
}
