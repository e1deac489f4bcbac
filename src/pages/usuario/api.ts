import { request } from '../../providers/httpClient';

/** The password routes of the identity contract; each answers a pt-BR message to show. */
export const USUARIO_API = {
  esqueciMinhaSenha: '/api/usuario/esqueci-minha-senha',
  redefinirSenha: '/api/usuario/redefinir-senha',
  alterarSenha: '/api/usuario/alterar-senha',
} as const;

async function postForMessage(url: string, body: unknown, authenticated: boolean): Promise<string> {
  const answer = await request(url, { method: 'POST', body, authenticated });
  return answer.messages[0] ?? '';
}

export const requestPasswordReset = (login: string) =>
  postForMessage(USUARIO_API.esqueciMinhaSenha, { login }, false);

export const resetPassword = (token: string, novaSenha: string) =>
  postForMessage(USUARIO_API.redefinirSenha, { token, novaSenha }, false);

export const changePassword = (senhaAtual: string, novaSenha: string) =>
  postForMessage(USUARIO_API.alterarSenha, { senhaAtual, novaSenha }, true);
