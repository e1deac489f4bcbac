import type { Catalog } from '../../catalog';

export const sincronizacao = {
  arquivoVazio: 'Choose a CSV file with at least one line besides the header.',
  arquivoGrande: 'The file is larger than 2 MB. Split it into smaller files.',
  arquivoIlegivel: 'The CSV file could not be read. Check the separator and the quotes.',
  colunasFaltando: 'Required columns missing: %{colunas}.',
  tipoInvalido: "Type must be 'concessionaria' or 'corretor'",
  ativoInvalido: "Active must be 'S' or 'N'",
  cnpjConcessionaria: 'Dealership (CNPJ)',
  concessionariaNaoEncontrada: 'Dealership (CNPJ) found neither in the system nor in the file',
  documentoRepetido: 'Document repeated in the file (line %{linha})',
  recusado:
    'Import refused: %{smart_count} line with errors. Nothing was saved. |||| Import refused: %{smart_count} lines with errors. Nothing was saved.',
  importado: 'Import completed: %{criados} created, %{atualizados} updated.',
} satisfies Catalog['servidor']['sincronizacao'];
