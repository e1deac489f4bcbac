import { CANAIS_ENVIO } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * A sending channel's name in the chosen language: the catalogue key
 * `propostas.comunicacoes.canais.<key>`, whose pt-BR text is the domain's `label`
 * (src/domain/linksProponente.ts). A channel the domain does not know (an old log entry) shows
 * as written. Read while rendering, never at module level.
 */
export function rotuloCanal(key: string): string {
  const canal = CANAIS_ENVIO.find((c) => c.key === key);
  return canal ? translate(`propostas.comunicacoes.canais.${key}`, { _: canal.label }) : key;
}
