/** What server/modules/agenda-enfermagem/ answers: notices, refusals, validation messages. */
export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Período incluído na agenda.',
  periodoRemovidoAgenda: 'Período removido da agenda.',
  excecaoIncluidaAgenda: 'Exceção incluída na agenda.',
  excecaoRemovidaAgenda: 'Exceção removida da agenda.',
  umaAvaliacaoNoPeriodo:
    'Atenção: 1 avaliação já marcada neste período continua agendada. Reagende-a, se for o caso.',
} as const;
