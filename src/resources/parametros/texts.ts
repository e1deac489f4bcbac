/** Texts of the parameters screen (parametros). */
export const PARAMETROS_TEXTS = {
  parametro: 'Parâmetro',
  valorAtual: 'Valor atual',
  padrao: 'Padrão',
  limites: 'Limites',
  alterar: 'Alterar',
  cancelar: 'Cancelar',
  salvar: 'Salvar',
  valor: 'Novo valor',
  historico: 'Histórico de alterações',
  semHistorico: 'Nenhuma alteração registrada.',
  limitesDe: (minimo: number, maximo: number, unidade: string) =>
    `De ${minimo} a ${maximo} ${unidade}`,
  alteracao: (label: string, de: unknown, para: unknown) => `${label}: ${de} → ${para}`,
} as const;
