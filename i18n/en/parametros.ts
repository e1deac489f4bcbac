import type { Catalog } from '../catalog';

export const parametros = {
  parametro: 'Parameter',
  tabela: 'Parameters',
  valorAtual: 'Current value',
  padrao: 'Default',
  limites: 'Limits',
  alterar: 'Change',
  cancelar: 'Cancel',
  salvar: 'Save',
  valor: 'New value',
  historico: 'Change history',
  semHistorico: 'No change recorded.',
  limitesDe: 'From %{minimo} to %{maximo} %{unidade}',
  alteracao: '%{label}: %{de} → %{para}',
  alterado: 'Parameter changed.',
} satisfies Catalog['parametros'];
