/** What server/modules/documentos/ answers: notices, refusals, validation messages. */
export const documentos = {
  nenhumRegistro: 'Nenhum registro.',
  documentoAnexadoSucesso: 'Documento anexado com sucesso!',
} as const;
