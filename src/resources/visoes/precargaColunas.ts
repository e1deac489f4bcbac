import type { AreaId } from '../../domain';
import { visoesMethods, type ColunasEscolhidas } from '../../providers/visoesDataProvider';

// Part of the first download (src/startup.ts imports it), before react-admin's context
// exists: it calls the views provider's method itself (that module brings only the HTTP
// client, not react-query nor the whole dataProvider, which the login does not need).

const colunasDa = (area: AreaId) => visoesMethods.lerColunas(area);

/** A read started before the area's code arrived (precarregarColunas), and when. */
const precargas = new Map<AreaId, { desde: number; escolhas: Promise<ColunasEscolhidas[]> }>();
/** Older than this, a read started early is not trusted: the choices are read again. */
const PRECARGA_VALE_MS = 10_000;

/**
 * Starts reading the area's column choices as soon as the area is known (src/startup.ts),
 * while its code still downloads: the store's setup then takes this answer instead of asking
 * once more. A failed early read is simply read again by the setup.
 */
export function precarregarColunas(area: AreaId) {
  precargas.set(area, { desde: Date.now(), escolhas: colunasDa(area) });
}

/** The area's column choices: the early read when there is a recent one, else a new read. */
export function lerColunas(area: AreaId): Promise<ColunasEscolhidas[]> {
  const precarga = precargas.get(area);
  precargas.delete(area);
  if (precarga && Date.now() - precarga.desde < PRECARGA_VALE_MS) {
    return precarga.escolhas.catch(() => colunasDa(area));
  }
  precarga?.escolhas.catch(() => undefined);
  return colunasDa(area);
}
