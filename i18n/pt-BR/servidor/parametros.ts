/** What server/modules/parametros/ answers: notices, refusals, validation messages. */
export const parametros = {
  alteradoPorOutroUsuario:
    'O parâmetro foi alterado por outro usuário. Atualize a página e tente novamente.',
  parametroAlteradoSucesso: 'Parâmetro alterado com sucesso!',
  parametroNaoEncontrado: 'Parâmetro não encontrado.',
} as const;
