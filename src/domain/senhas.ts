import SENHAS_COMUNS from './dados/senhas-comuns.json';
import { MESSAGES } from './messages';

/**
 * The minimum password policy (OWASP ASVS 6.2): at least 8 characters, none of the most common
 * passwords, and a change must choose a password other than the current one. Shared by the
 * forms (yup) and the server (usuario routes), so both refuse with the same pt-BR message.
 */
export const SENHA_MINIMO = 8;

export const SENHA_MENSAGENS = {
  curta: MESSAGES.passwordShort,
  comum: 'Senha muito comum e fácil de adivinhar. Escolha outra senha.',
  igualAtual: 'A nova senha deve ser diferente da senha atual.',
} as const;

/**
 * The most common passwords of 8 characters or more (a shorter one fails the length rule
 * anyway), in lower case, plus the demo accounts' published password: dados/senhas-comuns.json.
 */
const COMUNS = new Set<string>(SENHAS_COMUNS);

/** Common whatever the case: 'PASSWORD1' is as guessable as 'password1'. */
export function senhaComum(senha: string): boolean {
  return COMUNS.has(senha.trim().toLowerCase());
}

/** The policy's message for a new password, or null when it passes. */
export function problemaDaSenha(novaSenha: string, senhaAtual?: string): string | null {
  if (novaSenha.length < SENHA_MINIMO) return SENHA_MENSAGENS.curta;
  if (senhaComum(novaSenha)) return SENHA_MENSAGENS.comum;
  if (senhaAtual !== undefined && novaSenha === senhaAtual) return SENHA_MENSAGENS.igualAtual;
  return null;
}
