import { object, ref, string } from 'yup';
import { MESSAGES } from '../../domain';

/** The password rule of the identity contract: at least 8 characters, the login's message. */
const newPassword = () => string().required(MESSAGES.required).min(8, MESSAGES.passwordShort);

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
    novaSenha: newPassword(),
    confirmacao: confirmation(mismatch),
  });
