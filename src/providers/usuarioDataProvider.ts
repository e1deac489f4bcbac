import type { DataProvider } from 'ra-core';
import { request } from './httpClient';

async function postForMessage(url: string, body: unknown, authenticated: boolean): Promise<string> {
  const answer = await request(url, { method: 'POST', body, authenticated });
  return answer.messages[0] ?? '';
}

/**
 * The password calls of the identity contract; each answers a pt-BR message to show. The
 * /usuario pages are drawn outside the areas' react-admin context (recovery and reset have no
 * session), so they call this module's methods directly; inside an area they are also the
 * dataProvider's.
 */
export interface UsuarioMethods {
  solicitarRedefinicaoSenha(login: string): Promise<string>;
  redefinirSenha(token: string, novaSenha: string): Promise<string>;
  alterarSenha(senhaAtual: string, novaSenha: string): Promise<string>;
}

export type UsuarioDataProvider = DataProvider & UsuarioMethods;

export const usuarioMethods: UsuarioMethods = {
  solicitarRedefinicaoSenha: (login) =>
    postForMessage('/api/usuario/esqueci-minha-senha', { login }, false),
  redefinirSenha: (token, novaSenha) =>
    postForMessage('/api/usuario/redefinir-senha', { token, novaSenha }, false),
  alterarSenha: (senhaAtual, novaSenha) =>
    postForMessage('/api/usuario/alterar-senha', { senhaAtual, novaSenha }, true),
};
