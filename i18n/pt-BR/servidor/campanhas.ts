/** What server/modules/campanhas/ answers: notices, refusals, validation messages. */
export const campanhas = {
  pesquisaNaoEncontrada: 'Pesquisa não encontrada.',
  escolhaNota: 'Escolha uma nota de 1 a 5 estrelas.',
  comentarioDeveTerMaximo: 'O comentário deve ter no máximo 1000 caracteres.',
  nadaAPerguntar: 'Nenhuma pesquisa a responder.',
  pesquisaJaRespondida: 'Você já respondeu esta pesquisa.',
  motivoObrigatorio: 'Conte o motivo da sua nota com pelo menos %{minimo} letras.',
} as const;
