/** What server/modules/agenda-enfermagem/ answers: notices, refusals, validation messages. */
export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Período incluído na agenda.',
  periodoRemovidoAgenda: 'Período removido da agenda.',
  excecaoIncluidaAgenda: 'Exceção incluída na agenda.',
  excecaoRemovidaAgenda: 'Exceção removida da agenda.',
  avaliacoesNoPeriodo:
    'Atenção: %{smart_count} avaliação já marcada neste período continua agendada. Reagende-a, se for o caso. |||| Atenção: %{smart_count} avaliações já marcadas neste período continuam agendadas. Reagende-as, se for o caso.',
} as const;
