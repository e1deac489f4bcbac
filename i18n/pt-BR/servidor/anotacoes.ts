/** What server/modules/anotacoes/ answers: notices, refusals, validation messages. */
export const anotacoes = {
  anotacaoLonga: 'A anotação deve ter no máximo %{maximo} caracteres.',
  anotacaoVazia: 'A anotação não pode ficar vazia.',
  anotacaoRegistradaSucesso: 'Anotação registrada com sucesso!',
} as const;
