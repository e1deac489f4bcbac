/** What server/modules/arquivos-pdf/ answers: notices, refusals, validation messages. */
export const arquivosPdf = {
  planoSaudeNaoEncontrado: 'Plano de saúde não encontrado.',
  aditivoContratoNaoEncontrado: 'Aditivo de contrato não encontrado.',
  tabelaVendaNaoEncontrada: 'Tabela de venda não encontrada.',
} as const;
