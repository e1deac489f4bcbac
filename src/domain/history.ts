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
  'alterar-pagador': 'Alteração do pagador',
  'recusar-liberacao-idade': 'Liberação de idade recusada',
  'descartar-rascunho': 'Rascunho descartado',
  'copiar-link': 'Link copiado',
  'agendar-avaliacao': 'Avaliação de saúde agendada',
  'reagendar-avaliacao': 'Avaliação de saúde reagendada',
  'cancelar-agendamento': 'Agendamento cancelado',
  'abrir-sala-video': 'Sala de vídeo aberta',
  'encerrar-sala-video': 'Atendimento por vídeo encerrado',
};

const LABELS = new Map<string, string>([
  ...LIFECYCLE.map((row) => [row.action, row.label] as [string, string]),
  ...Object.entries(OTHER_ENTRIES),
]);

/** The label of a history key; an unknown key is shown as a plain 'Registro', never as a slug. */
export function historyLabel(chave: string): string {
  return LABELS.get(chave) ?? 'Registro';
}
