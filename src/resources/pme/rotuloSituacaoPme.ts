import { getPmeStatusInfo } from '../../domain';
import { translate } from '../../providers/i18nProvider';

/**
 * A PME contract status's name in the chosen language: the catalogue key `pme.situacoes.<key>`,
 * whose pt-BR text is the domain's `label` (src/domain/pme.ts) and what the server says in
 * `situacaoNome`. An unknown status shows its number. Read while rendering, never at module
 * level: the locale is read at each call.
 */
export function rotuloSituacaoPme(situacao: number): string {
  const info = getPmeStatusInfo(situacao);
  return info ? translate(`pme.situacoes.${info.key}`, { _: info.label }) : String(situacao);
}
