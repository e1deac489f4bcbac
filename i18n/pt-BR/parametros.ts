/** The parameters screen (parametros). */
export const parametros = {
  parametro: 'Parâmetro',
  tabela: 'Parâmetros',
  valorAtual: 'Valor atual',
  padrao: 'Padrão',
  limites: 'Limites',
  alterar: 'Alterar',
  cancelar: 'Cancelar',
  salvar: 'Salvar',
  valor: 'Novo valor',
  historico: 'Histórico de alterações',
  semHistorico: 'Nenhuma alteração registrada.',
  limitesDe: 'De %{minimo} a %{maximo} %{unidade}',
  alteracao: '%{label}: %{de} → %{para}',
  alterado: 'Parâmetro alterado com sucesso!',
} as const;
