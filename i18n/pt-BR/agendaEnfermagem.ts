/** 'Horários dos enfermeiros' (health manager and administrator) and 'Minha agenda' (the nurse). */
export const agendaEnfermagem = {
  tituloLista: 'Horários dos enfermeiros',
  introducaoLista:
    'Escolha um enfermeiro para manter os horários semanais e as exceções. Os horários livres do agendamento saem desta agenda, descontados os feriados e as avaliações já marcadas.',
  listaRotulo: 'Enfermeiros',
  nenhumEnfermeiro: 'Nenhum enfermeiro cadastrado.',
  colunas: {
    nome: 'Nome',
    usuario: 'Usuário',
    tipo: 'Tipo',
    situacao: 'Situação',
    periodos: 'Períodos semanais',
    excecoes: 'Exceções futuras',
  },
  ativo: 'Ativo',
  inativo: 'Inativo',
  semHorarios: 'Sem horários',
  abrir: 'Abrir a agenda de %{nome}',
  tituloAgenda: 'Agenda de %{nome}',
  voltar: 'Voltar para Horários dos enfermeiros',
  inativoAviso:
    'Enfermeiro inativo: não recebe agendamentos. Reative o cadastro para alterar a agenda.',
  duracao: 'Cada atendimento dura %{minutos} minutos.',
  semanais: 'Horários semanais',
  semanaisVazio:
    'Nenhum horário semanal: este enfermeiro não aparece nos horários livres do agendamento.',
  dia: 'Dia',
  horario: 'Horário',
  atendimento: 'Atendimento',
  online: 'Online',
  presencial: 'Presencial',
  presencialEm: 'Presencial em %{cidade}',
  incluirPeriodo: 'Incluir período',
  excecoes: 'Exceções (de hoje em diante)',
  excecoesVazio: 'Nenhuma exceção de hoje em diante.',
  data: 'Data',
  tipo: 'Tipo',
  motivo: 'Motivo',
  folga: 'Folga',
  extra: 'Horário extra',
  diaInteiro: 'Dia inteiro',
  incluirExcecao: 'Incluir exceção',
  remover: 'Remover',
  removerPeriodoRotulo: 'Remover %{descricao}',
  removerPeriodoTitulo: 'Remover período',
  removerPeriodoTexto:
    'Remover o período de %{descricao}? As avaliações já marcadas nele continuam agendadas.',
  removerExcecaoTitulo: 'Remover exceção',
  removerExcecaoTexto: 'Remover a exceção de %{descricao}?',
  // The dialogs.
  periodoTitulo: 'Incluir período semanal',
  excecaoTitulo: 'Incluir exceção',
  diaSemana: 'Dia da semana',
  tipoAtendimento: 'Tipo de atendimento',
  cidade: 'Cidade',
  semCidades: 'Nenhuma cidade com atendimento presencial cadastrada.',
  inicio: 'Início',
  fim: 'Fim',
  formatoHora: 'hh:mm',
  tipoExcecao: 'Tipo de exceção',
  motivoAjuda: 'Opcional: férias, curso, plantão…',
  cancelar: 'Cancelar',
  incluir: 'Incluir',
  // 'Minha agenda' (the nurse's own, read-only).
  minhaTitulo: 'Minha agenda',
  minhaIntroducao:
    'Seus horários de atendimento, exceções e avaliações marcadas. Para alterar a agenda, fale com a gestão de saúde.',
  minhaSemanaisVazio:
    'Nenhum horário semanal: você não aparece nos horários livres do agendamento. Fale com a gestão de saúde.',
  proximas: 'Próximas avaliações',
  proximasVazio: 'Nenhuma avaliação marcada.',
  quando: 'Data e horário',
  proposta: 'Proposta',
  beneficiario: 'Beneficiário',
  abrirProposta: 'Abrir a proposta %{contrato} de %{nome}',
  /**
   * The agenda's messages (src/domain/agendaEnfermagem.ts AGENDA_MESSAGES): the form rules and
   * the server's refusals say the pt-BR text; the browser recognises the plain ones
   * (src/providers/i18nProvider.ts), a dialog reads a rule's key.
   */
  mensagens: {
    horarioInvalido: 'Horário inválido: use o formato hh:mm.',
    inicioObrigatorio: 'Informe o horário de início.',
    fimObrigatorio: 'Informe o horário de fim.',
    ordem: 'O horário de início deve ser anterior ao horário de fim.',
    curto: 'O período deve ter ao menos %{duracao} minutos, a duração de um atendimento.',
    diaSemana: 'Escolha o dia da semana.',
    tipoAtendimento: 'Escolha o tipo de atendimento.',
    cidadeObrigatoria: 'Informe a cidade do atendimento presencial.',
    cidadeInexistente: 'Cidade não encontrada ou inativa.',
    dataInvalida: 'Data inválida.',
    dataFormato: 'Data inválida: use o formato aaaa-mm-dd.',
    dataPassada: 'A data da exceção não pode estar no passado.',
    periodoIncompleto:
      'Informe o início e o fim do período, ou deixe os dois em branco para o dia inteiro.',
    tipoExcecao: 'Escolha o tipo de exceção.',
    motivoLongo: 'O motivo deve ter no máximo 200 caracteres.',
    enfermeiroNaoEncontrado: 'Enfermeiro não encontrado.',
    enfermeiroInativo:
      'Este enfermeiro está inativo: reative o cadastro antes de alterar a agenda.',
    horarioNaoEncontrado: 'Período não encontrado.',
    excecaoNaoEncontrada: 'Exceção não encontrada.',
  },
  /** The weekdays (src/domain/agendaEnfermagem.ts DIAS_SEMANA), keyed by the day's `key`. */
  diasSemana: {
    domingo: 'Domingo',
    segunda: 'Segunda-feira',
    terca: 'Terça-feira',
    quarta: 'Quarta-feira',
    quinta: 'Quinta-feira',
    sexta: 'Sexta-feira',
    sabado: 'Sábado',
  },
  /** The exceptions' kinds (TIPOS_EXCECAO), keyed by the kind's id. */
  tiposExcecao: {
    folga: 'Folga (dia ou período sem atendimento)',
    extra: 'Horário extra',
  },
} as const;
