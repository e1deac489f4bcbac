import { object, ref, string } from 'yup';
import { MESSAGES } from '../../domain';
import { SENHA_MENSAGENS, SENHA_MINIMO, senhaComum } from '../../domain/senhas';

/**
 * The password policy the server applies (src/domain/senhas.ts): at least 8 characters (the
 * login's message) and none of the most common passwords.
 */
const newPassword = () =>
  string()
    .required(MESSAGES.required)
    .min(SENHA_MINIMO, SENHA_MENSAGENS.curta)
    .test('comum', SENHA_MENSAGENS.comum, (value) => !value || !senhaComum(value));

/** The confirmation is a client-side guard against typos; the server only sees novaSenha. */
const confirmation = (mismatch: string) =>
  string()
    .required(MESSAGES.required)
    .oneOf([ref('novaSenha')], mismatch);

export const forgotPasswordSchema = object({
  login: string().trim().required(MESSAGES.required),
});

export const resetPasswordSchema = (mismatch: string) =>
  object({ novaSenha: newPassword(), confirmacao: confirmation(mismatch) });

export const changePasswordSchema = (mismatch: string) =>
  object({
    senhaAtual: string().required(MESSAGES.required),
    novaSenha: newPassword().notOneOf([ref('senhaAtual')], SENHA_MENSAGENS.igualAtual),
    confirmacao: confirmation(mismatch),
  });
