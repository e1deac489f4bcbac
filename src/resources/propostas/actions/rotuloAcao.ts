import { getTransition, historyLabel, isOtherHistoryEntry } from '../../../domain';
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
 * A history entry's name in the chosen language: a lifecycle action's (rotuloAcao); the other
 * entries (creation, due day, links copied...) by the key `servidor.propostas.entradasHistorico
 * .nomes.<chave>`, and an entry nobody named by `...desconhecida`, whose pt-BR texts are the
 * domain's (historyLabel). Read while rendering, never at module level.
 */
export function rotuloHistorico(chave: string): string {
  if (getTransition(chave)) return rotuloAcao(chave);
  const key = isOtherHistoryEntry(chave) ? `nomes.${chave}` : 'desconhecida';
  return translate(`servidor.propostas.entradasHistorico.${key}`, { _: historyLabel(chave) });
}
