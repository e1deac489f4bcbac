import { TIPOS_PROPOSTA } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * A proposal kind in the chosen language: the catalogue key `propostas.tipos.<key>`, whose pt-BR
 * text is the domain's `label` (src/domain/kinds.ts) and the server's `tipoNome`. A kind the
 * domain does not know shows what the server wrote. Read while rendering.
 */
export function rotuloTipoProposta(tipo: number, tipoNome: string): string {
  const info = TIPOS_PROPOSTA.find((t) => t.id === tipo);
  return info ? translate(`propostas.tipos.${info.key}`, { _: info.label }) : tipoNome;
}

/** The dealership's pass-on tag ('Repasse') in the chosen language. */
export function rotuloRepasse(): string {
  return translate('propostas.tipos.Repasse');
}
