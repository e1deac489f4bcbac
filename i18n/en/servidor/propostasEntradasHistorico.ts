import type { Catalog } from '../../catalog';

export const entradasHistorico = {
  nomes: {
    criar: 'Proposal created',
    'alterar-vencimento': 'Due day changed',
    'liberar-idade': 'Age release',
    'adicionar-contato': 'Contact added',
    'integracao-erp-recusada': 'Integration refused by the ERP',
    'resposta-erp': 'ERP answer',
    'alterar-pagador': 'Payer changed',
    'recusar-liberacao-idade': 'Age release refused',
    'descartar-rascunho': 'Draft discarded',
    'copiar-link': 'Link copied',
    'agendar-avaliacao': 'Health assessment scheduled',
    'reagendar-avaliacao': 'Health assessment rescheduled',
    'cancelar-agendamento': 'Appointment cancelled',
    'abrir-sala-video': 'Video room opened',
    'encerrar-sala-video': 'Video appointment ended',
  },
  desconhecida: 'Entry',
} satisfies Catalog['servidor']['propostas']['entradasHistorico'];
