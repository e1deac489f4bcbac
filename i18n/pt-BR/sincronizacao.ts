/** The administrator's synchronization screen (sincronizacao). */
export const sincronizacao = {
  instrucoes:
    'Importe ou atualize concessionárias e corretores a partir de um arquivo CSV (separado por ponto e vírgula ou vírgula). Concessionárias são identificadas pelo CNPJ e corretores pelo CPF.',
  colunas: 'Colunas:',
  escolher: 'Escolher arquivo CSV',
  semArquivo: 'Nenhum arquivo escolhido.',
  previa: 'Pré-visualização',
  importar: 'Importar',
  importando: 'Importando…',
  analisando: 'Analisando o arquivo…',
  linha: 'Linha',
  tipo: 'Tipo',
  nome: 'Nome',
  documento: 'CPF/CNPJ',
  resultado: 'Resultado',
  concessionaria: 'Concessionária',
  corretor: 'Corretor',
  erro: 'Erro',
  criar: 'Cadastrar',
  atualizar: 'Atualizar',
  semAlteracao: 'Sem alteração',
  resumo: '%{criar} a cadastrar, %{atualizar} a atualizar, %{erros} com erro.',
  corrija:
    'Corrija as linhas com erro e escolha o arquivo novamente: nada será gravado enquanto houver erro.',
} as const;
