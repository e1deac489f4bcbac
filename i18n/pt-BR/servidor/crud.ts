/**
 * What the generic CRUD (server/crud) answers for every declared registry. `singular` is the
 * registry's label ('Concessionária'); a text that agrees with its gender is two keys, the
 * registry's article choosing ('cadastrado'/'cadastrada').
 */
export const crud = {
  cadastradoComSucesso: '%{singular} cadastrado com sucesso!',
  cadastradaComSucesso: '%{singular} cadastrada com sucesso!',
  alteradoComSucesso: 'Alterado com sucesso!',
  registroDesativado: 'Registro desativado com sucesso!',
  registroRemovido: 'Registro removido com sucesso!',
  naoEncontrado: '%{singular} não encontrado.',
  naoEncontrada: '%{singular} não encontrada.',
  registroJaCadastrado: 'Registro já cadastrado.',
  campoJaCadastrado: '%{campo} já cadastrado.',
  selecioneRegistro: 'Selecione um registro',
  dadosInvalidos: 'Verifique os campos destacados.',
  versaoObrigatoria: 'Informe a versão do registro.',
  registroDesatualizado:
    'O registro foi alterado por outro usuário. Atualize a página e tente novamente.',
  consultaInvalida: 'Parâmetros de consulta inválidos.',
  filtroInvalido: 'Filtro inválido: %{campo}.',
  /** The validity overlap: `periodo` is one of the two periods below, `campo` in lower case. */
  vigenciaCoincide: 'A vigência coincide com a de "%{nome}" (%{periodo}), do mesmo %{campo}.',
  periodoFechado: 'de %{inicio} a %{fim}',
  periodoAberto: 'desde %{inicio}, sem data de fim',
} as const;
