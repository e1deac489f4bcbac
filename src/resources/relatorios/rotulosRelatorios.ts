import type { PAINEIS, ReportType } from '../../domain';
import { translate } from '../../providers/i18nProvider';

/**
 * The reports' names in the chosen language: the catalogue keys `relatorios.tipos.<key>` and
 * `relatorios.paineis.<key>`, whose pt-BR texts are the domain's (src/domain/reports.ts). Read
 * while rendering, never at module level: the locale is read at each call.
 */
export function rotuloTipoRelatorio(tipo: Pick<ReportType, 'key' | 'label'>): string {
  return translate(`relatorios.tipos.${tipo.key}`, { _: tipo.label });
}

type Painel = (typeof PAINEIS)[number];

/** A dashboard's title and description in the chosen language. */
export function textosDoPainel(painel: Painel): { titulo: string; descricao: string } {
  return {
    titulo: translate(`relatorios.paineis.${painel.key}.titulo`, { _: painel.titulo }),
    descricao: translate(`relatorios.paineis.${painel.key}.descricao`, { _: painel.descricao }),
  };
}
