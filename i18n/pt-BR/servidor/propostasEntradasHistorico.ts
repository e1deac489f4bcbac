/**
 * The names of a proposal history's entries that are not lifecycle actions
 * (servidor.propostas.entradasHistorico, keyed by the entry's `chave`; an action's entry is
 * named by propostas.acoes.rotulos), and the name of an entry nobody named. src/domain/history.ts
 * reads this file, not the whole `servidor` group, so the browser's first script carries only
 * these texts; the screens read the key in the chosen language (rotuloHistorico).
 */
export const entradasHistorico = {
  nomes: {
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
  },
  desconhecida: 'Registro',
} as const;
