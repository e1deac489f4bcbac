import type { Catalog } from '../../catalog';

export const health = {
  bancoIndisponivel: 'Database unavailable',
  migracoesPendentes: 'There are database migrations not applied',
  servidorEncerrando: 'The server is shutting down',
} satisfies Catalog['servidor']['health'];
