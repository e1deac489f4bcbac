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
  horarioOcupadoPor:
    'Horário já ocupado: %{profissional} já tem uma avaliação marcada em %{data} às %{horario}. Escolha outro horário.',
  horarioOcupadoSemProfissional:
    'Horário já ocupado: não há mais profissional livre em %{data} às %{horario}. Escolha outro horário.',
  feriadoSemAtendimento: '%{data} é feriado (%{nome}): não há atendimento nesta data.',
  /** The confirmation and reminder messages' text (mensagens.ts): when, and how. */
  mensagem: {
    texto:
      'Sua avaliação de saúde com a enfermagem está agendada para %{inicio} (atendimento %{como}).',
    presencial: 'presencial',
    presencialEm: 'presencial em %{cidade}',
    online: 'online, por vídeo',
  },
  /** The proposal's timeline (records: the pt-BR text is stored with the event). */
  historico: {
    agendada: 'Avaliação de saúde agendada para %{inicio} com %{profissional}',
    reagendada: 'Avaliação de saúde reagendada para %{inicio} com %{profissional}',
    cancelado: 'Agendamento da avaliação de saúde de %{inicio} cancelado',
  },
} as const;
