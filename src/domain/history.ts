import { LIFECYCLE } from './lifecycleTable';

/**
 * What a proposal history entry (chave) is called on screen: the lifecycle action's pt-BR label,
 * or the label of the other things the history records. People never see the key itself.
 */
const OTHER_ENTRIES: Record<string, string> = {
  criar: 'Criação da proposta',
  'alterar-vencimento': 'Alteração do vencimento',
  'liberar-idade': 'Liberação de idade',
  'adicionar-contato': 'Contato adicionado',
  'integracao-erp-recusada': 'Integração recusada pelo ERP',
  'resposta-erp': 'Resposta do ERP',
};

const LABELS = new Map<string, string>([
  ...LIFECYCLE.map((row) => [row.action, row.label] as [string, string]),
  ...Object.entries(OTHER_ENTRIES),
]);

/** The label of a history key; an unknown key is shown as a plain 'Registro', never as a slug. */
export function historyLabel(chave: string): string {
  return LABELS.get(chave) ?? 'Registro';
}
