import type { Catalog } from '../catalog';

export const sincronizacao = {
  instrucoes:
    'Import or update dealerships and brokers from a CSV file (separated by semicolons or commas). Dealerships are identified by their CNPJ and brokers by their CPF.',
  colunas: 'Columns:',
  escolher: 'Choose CSV file',
  semArquivo: 'No file chosen.',
  previa: 'Preview',
  importar: 'Import',
  importando: 'Importing…',
  analisando: 'Reading the file…',
  linha: 'Line',
  tipo: 'Type',
  nome: 'Name',
  documento: 'CPF/CNPJ',
  resultado: 'Result',
  concessionaria: 'Dealership',
  corretor: 'Broker',
  erro: 'Error',
  criar: 'Create',
  atualizar: 'Update',
  semAlteracao: 'No change',
  resumo: '%{criar} to create, %{atualizar} to update, %{erros} with errors.',
  corrija:
    'Fix the lines with errors and choose the file again: nothing is saved while there is an error.',
} satisfies Catalog['sincronizacao'];
