import { LINKS_PROPONENTE } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * An applicant link's name in the chosen language: the catalogue key
 * `propostas.links.rotulos.<tipo>`, whose pt-BR text is the domain's `label`
 * (src/domain/linksProponente.ts), which the server says. A type the domain does not know shows
 * as written. Read while rendering, never at module level.
 */
export function rotuloLink(tipo: string): string {
  const link = LINKS_PROPONENTE.find((l) => l.tipo === tipo);
  return link ? translate(`propostas.links.rotulos.${tipo}`, { _: link.label }) : tipo;
}
