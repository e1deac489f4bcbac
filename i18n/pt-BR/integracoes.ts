export const integracoes = {
  atualizadas: 'Integrações atualizadas',
  titulo: 'Integrações',
  vazia: 'Nenhuma mensagem encontrada com estes filtros.',
  todas: 'Todas',
  todos: 'Todos',
  proxima_tentativa: 'Próxima: %{data}',
  abrir_proposta: 'Abrir a proposta %{numero}',
  reprocessar: {
    botao: 'Reprocessar',
    titulo: 'Reprocessar mensagem',
    conteudo:
      'A mensagem nº %{id} (%{topico}) voltará para a fila de envio, com novas tentativas. Deseja continuar?',
    sucesso: 'Mensagem recolocada na fila de envio.',
  },
} as const;
