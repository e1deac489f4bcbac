import type { Catalog } from '../../catalog';

export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Period added to the schedule.',
  periodoRemovidoAgenda: 'Period removed from the schedule.',
  excecaoIncluidaAgenda: 'Exception added to the schedule.',
  excecaoRemovidaAgenda: 'Exception removed from the schedule.',
  avaliacoesNoPeriodo:
    'Note: %{smart_count} assessment already booked in this period remains scheduled. Reschedule it if needed. |||| Note: %{smart_count} assessments already booked in this period remain scheduled. Reschedule them if needed.',
} satisfies Catalog['servidor']['agendaEnfermagem'];
