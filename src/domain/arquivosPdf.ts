/** Messages of the registry PDFs (plan contracts, addenda, sales tables), client and server. */
export const PDF_OBRIGATORIO = 'Selecione um arquivo PDF.';
export const PDF_FORMATO_INVALIDO = 'O arquivo deve ser um PDF.';
export const PDF_NAO_ENVIADO = 'Nenhum PDF foi enviado para este registro.';
export const PDF_ENVIADO = 'PDF enviado com sucesso!';
