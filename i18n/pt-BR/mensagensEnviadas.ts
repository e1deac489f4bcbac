/** 'Mensagens enviadas' (administrator, outside production). */
export const mensagensEnviadas = {
  titulo: 'Mensagens enviadas',
  aviso:
    'Ambiente de testes: as mensagens que o sistema enviaria por e-mail e SMS ficam guardadas aqui, com seus links.',
  vazia: 'Nenhuma mensagem enviada ainda.',
  colunas: {
    dataEnvio: 'Data',
    canal: 'Canal',
    destinatario: 'Destinatário',
    assunto: 'Assunto',
    texto: 'Texto',
    links: 'Links',
  },
  filtros: {
    canal: 'Canal',
    destinatario: 'Destinatário',
    todos: 'Todos',
  },
  canais: {
    email: 'E-mail',
    sms: 'SMS',
  },
  abrir: 'Ver mensagem',
  voltar: 'Voltar para Mensagens enviadas',
  detalhe: 'Mensagem nº %{id}',
  semAssunto: '—',
} as const;
