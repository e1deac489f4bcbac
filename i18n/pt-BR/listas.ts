/**
 * The proposal lists' own options (src/domain/lists.ts): the filter panel's choices, keyed by
 * the option's `key` (or `id` for holder and dependent rows). The domain reads these pt-BR names;
 * the panel reads the key in the chosen language (src/resources/propostas/filters/rotulosFiltro.ts).
 */
export const listas = {
  filtros: {
    carencia: {
      Todos: 'Todos os contratos',
      ComAproveitamento: 'Com aproveitamento de carência',
      SemAproveitamento: 'Sem aproveitamento de carência',
    },
    beneficiario: {
      titular: 'Titulares',
      dependente: 'Dependentes',
    },
    situacaoAvaliacao: {
      Todas: 'Todas',
      AvaliacaoRealizada: 'Avaliação realizada',
      Agendada: 'Agendada',
      NaoRealizada: 'Não realizada',
      NaoAgendada: 'Não agendada',
    },
  },
} as const;
