/** What server/modules/health/ answers when the process is not healthy or not ready. */
export const health = {
  bancoIndisponivel: 'Banco de dados indisponível',
  migracoesPendentes: 'Há migrações do banco de dados não aplicadas',
  servidorEncerrando: 'O servidor está encerrando',
} as const;
