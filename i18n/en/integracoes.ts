import type { Catalog } from '../catalog';

export const integracoes = {
  atualizadas: 'Integrations updated',
  titulo: 'Integrations',
  vazia: 'No message matches these filters.',
  todas: 'All',
  todos: 'All',
  proxima_tentativa: 'Next: %{data}',
  abrir_proposta: 'Open proposal %{numero}',
  reprocessar: {
    botao: 'Retry',
    titulo: 'Retry message',
    conteudo:
      'Message no. %{id} (%{topico}) will go back to the sending queue with a fresh set of tries. Continue?',
    sucesso: 'Message put back in the sending queue.',
  },
} satisfies Catalog['integracoes'];
