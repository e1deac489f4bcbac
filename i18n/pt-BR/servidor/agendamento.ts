/** What server/modules/agendamento/ answers: notices, refusals, validation messages. */
export const agendamento = {
  dataAgendamentoInvalida: 'Data do agendamento inválida.',
  reagendada: 'Avaliação de saúde reagendada com sucesso!',
  agendada: 'Avaliação de saúde agendada com sucesso!',
  cancelado: 'Agendamento cancelado com sucesso!',
  setorInvalido: 'Setor inválido.',
  tipoAtendimentoInvalido:
    'Tipo de atendimento inválido: use ONLINE (49476) ou PRESENCIAL (41656).',
  dataAgendamentoFormato: 'Data do agendamento inválida: use o formato aaaa-mm-dd.',
  horarioInvalido: 'Horário inválido: use o formato hh:mm.',
  jaAgendada: 'A proposta já possui um agendamento. Use o reagendamento.',
  semAgendamento: 'A proposta não possui agendamento ativo.',
  horarioIndisponivel:
    'Horário indisponível: ele acabou de ser ocupado ou não é oferecido. Escolha outro horário.',
  agendamentoNaoEncontrado: 'Agendamento não encontrado.',
  agendamentoEncerrado: 'Este agendamento já foi cancelado ou reagendado.',
  cidadeObrigatoria: 'Informe a cidade do atendimento presencial.',
  dataPassada: 'A data do agendamento não pode estar no passado.',
} as const;
