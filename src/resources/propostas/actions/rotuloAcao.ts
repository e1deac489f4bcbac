import { getTransition, historyLabel } from '../../../domain';
import { translate } from '../../../providers/i18nProvider';

/**
 * A lifecycle action's name in the chosen language: the catalogue key
 * `propostas.acoes.rotulos.<action>`, whose pt-BR text is the domain's `label`
 * (src/domain/lifecycleTable.ts), which the server says. An action the table does not know
 * shows its key. Read while rendering, never at module level.
 */
export function rotuloAcao(action: string): string {
  const label = getTransition(action)?.label;
  return label === undefined
    ? action
    : translate(`propostas.acoes.rotulos.${action}`, { _: label });
}

/**
 * A history entry's name: a lifecycle action's in the chosen language; the other entries
 * (creation, due day, links copied...) as the domain names them (historyLabel, pt-BR).
 */
export function rotuloHistorico(chave: string): string {
  return getTransition(chave) ? rotuloAcao(chave) : historyLabel(chave);
}
