import { MOTIVOS_PENDENCIA, SETORES } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * The names of src/domain/observations.ts in the chosen language: the catalogue keys
 * `propostas.observacoes.*`, whose pt-BR texts are the domain's labels (the server's words).
 * Read while rendering, never at module level.
 */

/** The department responsible for a pendency, by its id; undefined for an unknown one. */
export function rotuloSetor(id: number | null | undefined): string | undefined {
  const setor = SETORES.find((s) => s.id === id);
  return setor && translate(`propostas.observacoes.setores.${setor.key}`, { _: setor.label });
}

/**
 * A pendency reason as the nurse reads it in the picker. What the pendency records is the
 * reason's pt-BR label (pendenciaEnfermagemTexto), not this text.
 */
export function rotuloMotivoPendencia(motivo: (typeof MOTIVOS_PENDENCIA)[number]): string {
  return translate(`propostas.observacoes.motivosPendencia.${motivo.key}`, { _: motivo.label });
}
