import type { Catalog } from '../../catalog';

export const agendamento = {
  dataAgendamentoInvalida: 'Invalid appointment date.',
  reagendada: 'Health assessment rescheduled successfully!',
  agendada: 'Health assessment scheduled successfully!',
  cancelado: 'Appointment cancelled successfully!',
  setorInvalido: 'Invalid sector.',
  tipoAtendimentoInvalido: 'Invalid service type: use ONLINE (49476) or PRESENCIAL (41656).',
  dataAgendamentoFormato: 'Invalid appointment date: use the format yyyy-mm-dd.',
  horarioInvalido: 'Invalid time: use the format hh:mm.',
  jaAgendada: 'The proposal already has an appointment. Use rescheduling.',
  semAgendamento: 'The proposal has no active appointment.',
  horarioIndisponivel:
    'Time unavailable: it has just been taken or is not offered. Choose another time.',
  agendamentoNaoEncontrado: 'Appointment not found.',
  agendamentoEncerrado: 'This appointment has already been cancelled or rescheduled.',
  cidadeObrigatoria: 'Enter the city of the in-person appointment.',
  dataPassada: 'The appointment date cannot be in the past.',
  horarioOcupadoPor:
    'Time already taken: %{profissional} already has an assessment booked on %{data} at %{horario}. Choose another time.',
  horarioOcupadoSemProfissional:
    'Time already taken: no professional is free on %{data} at %{horario}. Choose another time.',
  feriadoSemAtendimento: '%{data} is a holiday (%{nome}): there is no service on this date.',
  mensagem: {
    texto: 'Your health assessment with the nursing team is scheduled for %{inicio} (%{como}).',
    presencial: 'in person',
    presencialEm: 'in person in %{cidade}',
    online: 'online, by video',
  },
  historico: {
    agendada: 'Health assessment scheduled for %{inicio} with %{profissional}',
    reagendada: 'Health assessment rescheduled for %{inicio} with %{profissional}',
    cancelado: 'Health assessment appointment of %{inicio} cancelled',
  },
} satisfies Catalog['servidor']['agendamento'];
