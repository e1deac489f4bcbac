import type { Catalog } from '../../catalog';

export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Period added to the schedule.',
  periodoRemovidoAgenda: 'Period removed from the schedule.',
  excecaoIncluidaAgenda: 'Exception added to the schedule.',
  excecaoRemovidaAgenda: 'Exception removed from the schedule.',
  avaliacoesNoPeriodo:
    'Note: %{smart_count} assessment already booked in this period remains scheduled. Reschedule it if needed. |||| Note: %{smart_count} assessments already booked in this period remain scheduled. Reschedule them if needed.',
  feriadoSemHorarioExtra:
    '%{data} is a holiday (%{nome}): nobody works on this date, not even in extra hours.',
  periodos: {
    novoNoDia: 'on %{dia}',
    novoNaData: 'on %{data}',
    novoDiaInteiro: 'for the whole day of %{data}',
    semanal: 'the hours on %{dia}',
    extra: 'the extra hours on %{data}',
    folga: 'the time off on %{data}',
    folgaDiaInteiro: 'the whole day off on %{data}',
    descricao: '%{quando}, %{intervalo}',
    online: '%{periodo} (online)',
    presencial: '%{periodo} (in person)',
    presencialEm: '%{periodo} (in person in %{cidade})',
  },
  sobreposicao:
    'The period %{novo} overlaps %{existente}. A nurse cannot work two periods at the same time.',
} satisfies Catalog['servidor']['agendaEnfermagem'];
