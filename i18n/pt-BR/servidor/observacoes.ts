/** What server/modules/observacoes/ answers: notices, refusals, validation messages. */
export const observacoes = {
  observacaoLonga: 'A observação deve ter no máximo %{maximo} caracteres.',
  setorResponsavelInvalido: 'Setor responsável inválido.',
  tipoObservacaoInvalido: 'Tipo de observação inválido.',
  observacaoRegistradaSucesso: 'Observação registrada com sucesso!',
  observacaoVazia: 'A observação não pode ficar vazia.',
  pendenciaNaoEncontrada: 'Pendência não encontrada.',
  pendenciaJaResolvida: 'Esta pendência já foi resolvida.',
  pendenciaResolvida: 'Registro realizado. A pendência foi resolvida com sucesso.',
  resolucaoCurta: 'Informe a resolução com ao menos %{minimo} caracteres.',
  resolucaoLonga: 'A resolução deve ter no máximo %{maximo} caracteres.',
  /** The pendency a resolution closes, as the timeline keeps it. */
  pendenciaComResolucao: '%{observacao} — Resolução: %{resolucao}',
} as const;
