/** What server/modules/usuario/ answers: notices, refusals, validation messages. */
export const usuario = {
  senhaAlteradaSucesso: 'Senha alterada com sucesso.',
  senhaAtualIncorreta: 'Senha atual incorreta.',
  muitasTentativas: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
  resetSolicitado:
    'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.',
  senhaRedefinidaSucesso: 'Senha redefinida com sucesso.',
  senhaMuitoLonga: 'Senha muito longa. Máximo 128 caracteres.',
} as const;
