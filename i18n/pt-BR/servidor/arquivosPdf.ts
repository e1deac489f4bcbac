/** What server/modules/arquivos-pdf/ answers: notices, refusals, validation messages. */
export const arquivosPdf = {
  aditivoContratoNaoEncontrado: 'Aditivo de contrato não encontrado.',
  tabelaVendaNaoEncontrada: 'Tabela de venda não encontrada.',
} as const;
