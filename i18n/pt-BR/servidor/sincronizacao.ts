/**
 * What server/modules/sincronizacao/ answers: the refusals of a file and the report of its lines
 * (spec 2.7). A line's field errors are '<the field's label>: <the validation message>'.
 */
export const sincronizacao = {
  arquivoVazio: 'Selecione um arquivo CSV com ao menos uma linha além do cabeçalho.',
  arquivoGrande: 'O arquivo passa de 2 MB. Divida-o em arquivos menores.',
  arquivoIlegivel: 'Não foi possível ler o arquivo CSV. Verifique o separador e as aspas.',
  colunasFaltando: 'Colunas obrigatórias ausentes: %{colunas}.',
  tipoInvalido: "Tipo deve ser 'concessionaria' ou 'corretor'",
  ativoInvalido: "Ativo deve ser 'S' ou 'N'",
  /** The label of the broker's dealership column, before its error. */
  cnpjConcessionaria: 'Concessionária (CNPJ)',
  concessionariaNaoEncontrada: 'Concessionária (CNPJ) não encontrada no sistema nem no arquivo',
  documentoRepetido: 'Documento repetido no arquivo (linha %{linha})',
  recusado:
    'Importação recusada: %{smart_count} linha com erro. Nada foi gravado. |||| Importação recusada: %{smart_count} linhas com erro. Nada foi gravado.',
  importado: 'Importação concluída: %{criados} cadastrado(s), %{atualizados} atualizado(s).',
} as const;
