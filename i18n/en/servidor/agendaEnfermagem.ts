import type { Catalog } from '../../catalog';

export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Period added to the schedule.',
  periodoRemovidoAgenda: 'Period removed from the schedule.',
  excecaoIncluidaAgenda: 'Exception added to the schedule.',
  excecaoRemovidaAgenda: 'Exception removed from the schedule.',
  umaAvaliacaoNoPeriodo:
    'Note: 1 assessment already booked in this period remains scheduled. Reschedule it if needed.',
} satisfies Catalog['servidor']['agendaEnfermagem'];
