import type { Catalog } from '../catalog';

/** The proposal lists' own options, in English (i18n/pt-BR/listas.ts). */
export const listas = {
  filtros: {
    carencia: {
      Todos: 'All contracts',
      ComAproveitamento: 'Waiting periods carried over',
      SemAproveitamento: 'Waiting periods not carried over',
    },
    beneficiario: {
      titular: 'Holders',
      dependente: 'Dependents',
    },
    situacaoAvaliacao: {
      Todas: 'All',
      AvaliacaoRealizada: 'Assessment done',
      Agendada: 'Scheduled',
      NaoRealizada: 'Not done',
      NaoAgendada: 'Not scheduled',
    },
  },
} satisfies Catalog['listas'];
