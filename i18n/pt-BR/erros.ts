/**
 * The error catalogue (document 1, section 8), to the letter, and the API's own refusals that
 * both sides say: the server answers with them, the browser raises some itself (no connection,
 * session expired). Both read this namespace; the browser shows them in the chosen language
 * (src/providers/i18nProvider.ts, localized).
 */
export const erros = {
  unexpected: 'Ocorreu um erro inesperado, tente novamente mais tarde',
  connection: 'Falha na conexão',
  unauthorized: 'Acesso não autorizado!',
  sessionExpired: 'Sessão expirada!',
  sessionRenewalFailed: 'Falha no reestabelecer sessão.',
  noToken: 'Nenhum token encontrado',
  loginFailed: 'Falhar ao autenticar, verifique as credenciais!',
  noBody: 'Controller não retornou IActionResult!',
  // The API's (server/http/errors.ts, server/modules/auth/grants.ts).
  notFound: 'Registro não encontrado.',
  badCredentials: 'Usuário ou senha inválidos.',
  sessionEnded: 'Sessão expirada. Faça login novamente.',
} as const;
