import type { Catalog } from '../../catalog';

export const usuario = {
  senhaAlteradaSucesso: 'Password changed successfully.',
  senhaAtualIncorreta: 'Wrong current password.',
  muitasTentativas: 'Too many failed attempts. Wait a few minutes and try again.',
  resetSolicitado:
    'If the user exists, we will send an e-mail with instructions to reset the password.',
  senhaRedefinidaSucesso: 'Password reset successfully.',
  senhaMuitoLonga: 'Password too long. Maximum 128 characters.',
} satisfies Catalog['servidor']['usuario'];
