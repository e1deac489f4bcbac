import { LIFECYCLE } from './lifecycleTable';
import { entradasHistorico } from '../../i18n/pt-BR/servidor/propostasEntradasHistorico';

/**
 * What a proposal history entry (chave) is called on screen: the lifecycle action's pt-BR label,
 * or the name of the other things the history records (servidor.propostas.entradasHistorico,
 * keyed by chave; the screens read the key in the chosen language, rotuloHistorico). People
 * never see the key itself.
 */
export type OtherHistoryEntry = keyof typeof entradasHistorico.nomes;

const LABELS = new Map<string, string>([
  ...LIFECYCLE.map((row) => [row.action, row.label] as [string, string]),
  ...Object.entries(entradasHistorico.nomes),
]);

/** True for an entry of the history that is not a lifecycle action but has a name. */
export function isOtherHistoryEntry(chave: string): chave is OtherHistoryEntry {
  return Object.hasOwn(entradasHistorico.nomes, chave);
}

/** The label of a history key; an unknown key is shown as a plain 'Registro', never as a slug. */
export function historyLabel(chave: string): string {
  return LABELS.get(chave) ?? entradasHistorico.desconhecida;
}
