import type { Catalog } from '../catalog';

export const mensagensEnviadas = {
  titulo: 'Sent messages',
  aviso:
    'Test environment: the messages the system would send by e-mail and SMS are kept here, with their links.',
  vazia: 'No message sent yet.',
  colunas: {
    dataEnvio: 'Date',
    canal: 'Channel',
    destinatario: 'Recipient',
    assunto: 'Subject',
    texto: 'Text',
    links: 'Links',
  },
  filtros: {
    canal: 'Channel',
    destinatario: 'Recipient',
    todos: 'All',
  },
  canais: {
    email: 'E-mail',
    sms: 'SMS',
  },
  abrir: 'View message',
  voltar: 'Back to Sent messages',
  detalhe: 'Message no. %{id}',
  semAssunto: '—',
} satisfies Catalog['mensagensEnviadas'];
