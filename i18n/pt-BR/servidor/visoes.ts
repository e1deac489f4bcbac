/** What server/modules/visoes/ answers: notices, refusals, validation messages. */
export const visoes = {
  nomeLongo: 'O nome da visão deve ter no máximo %{maximo} caracteres.',
  visaoSalva: 'Visão salva.',
  visaoAlterada: 'Visão alterada.',
  visaoExcluida: 'Visão excluída.',
  areaDesconhecida: 'Área desconhecida.',
  visaoNaoEncontrada: 'Visão não encontrada.',
  listaDesconhecida: 'Lista desconhecida.',
  estadoListaInvalido: 'O estado da lista é inválido.',
  nomeRepetido: 'Você já tem uma visão com este nome nesta lista.',
  soOAutor: 'Somente quem criou a visão pode alterá-la ou excluí-la.',
  filtroGrandeDemais: 'O filtro da visão é grande demais.',
} as const;
