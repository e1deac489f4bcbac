/** What server/modules/auth/ answers: notices, refusals, validation messages. */
export const auth = {
  informeUsuarioSenha: 'Informe o usuário e a senha.',
  usuarioInativo: 'Usuário inativo.',
  informeRefreshToken: 'Informe o refresh_token.',
  requisicaoInvalida: 'Requisição inválida.',
  clienteNaoAutorizado: 'Cliente não autorizado.',
  informeGrantType: 'Informe o grant_type.',
  tipoConcessaoNaoSuportado: 'Tipo de concessão não suportado.',
  muitasTentativas:
    'Muitas tentativas sem sucesso. Aguarde %{smart_count} minuto e tente novamente. |||| Muitas tentativas sem sucesso. Aguarde %{smart_count} minutos e tente novamente.',
  escopoNaoPermitido: 'Escopo não permitido: %{escopos}.',
} as const;
