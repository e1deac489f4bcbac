import type { Catalog } from '../catalog';

export const telas = {
  historico: {
    titulo: 'Change history',
    falhou: 'The history could not be loaded.',
    vazio: 'No change recorded.',
    acao: {
      criado: 'Created',
      alterado: 'Changed',
      desativado: 'Deactivated',
      removido: 'Removed',
    },
  },
  sim: 'Yes',
  nao: 'No',
  buscandoCep: 'Looking up the postcode',
  cepFalhou: 'The address of this postcode could not be found. Fill in the fields.',
  moeda: 'R$',
  adicionarItem: 'Add %{item}',
  cadastradoO: '%{singular} created.',
  cadastradaA: '%{singular} created.',
  alterado: 'Changes saved.',
  declaracao: {
    perguntas: 'Questions',
    novaPergunta: 'New question',
    dadoSaude: 'Health data',
    inativa: 'Inactive',
  },
} satisfies Catalog['telas'];
