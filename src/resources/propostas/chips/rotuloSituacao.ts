import type { StatusInfo } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * A proposal state's name in the chosen language. The domain's `label` is the pt-BR text of
 * the catalogue key `propostas.situacoes.<key>` (src/domain/statuses.ts), which the server
 * says; a screen shows the same key read in the active locale. A state the catalogue does not
 * name falls back to the domain's label. Called while rendering, like `textsOf`, never at
 * module level: the locale is read at each call.
 */
export function rotuloSituacao(info: Pick<StatusInfo, 'key' | 'label'>): string {
  return translate(`propostas.situacoes.${info.key}`, { _: info.label });
}
