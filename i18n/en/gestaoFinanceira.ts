import type { Catalog } from '../catalog';

export const gestaoFinanceira = {
  proposta: 'Proposal',
  titular: 'Policyholder',
  situacao: 'Status',
  plano: 'Plan',
  verProposta: 'View proposal',
  vencimento: 'Due day',
  dia: 'Day %{dia}',
  naoDefinido: 'Not set',
  vencimentoBloqueado: "The due day cannot be changed in the proposal's current status.",
  salvarVencimento: 'Save due day',
  pagador: 'Payer',
  pagadorTitular: 'The policyholder',
  pagadorOutro: 'Someone else',
  nome: 'Name',
  cpf: 'CPF',
  email: 'E-mail',
  telefone: 'Phone',
  salvarPagador: 'Save payer',
  alterado: 'Changes saved.',
} satisfies Catalog['gestaoFinanceira'];
