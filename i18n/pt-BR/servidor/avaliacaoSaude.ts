/** What server/modules/avaliacao-saude/ answers: notices, refusals, validation messages. */
export const avaliacaoSaude = {
  detalhamentoLongo: 'O detalhamento deve ter no máximo %{maximo} caracteres.',
  envieArquivoGravacao: 'Envie o arquivo da gravação.',
  gravacaoDeveSerVideo: 'A gravação deve ser um vídeo WebM.',
  videoNaoEncontrado: 'Vídeo não encontrado.',
  linkNaoEncontrado: 'Link não encontrado.',
  tipoPerguntaDesconhecido: 'Tipo de pergunta desconhecido.',
  informePerguntaAplica: 'Informe se a pergunta se aplica.',
  etapaInvalida: 'Etapa inválida.',
  avaliacaoPecfastRegistradaSucesso: 'Avaliação PecFast registrada com sucesso!',
  tamanhoPaginaInvalido: 'Tamanho de página inválido.',
  numeroContratoInvalido: 'Número de contrato inválido.',
  tipoAcessoInvalido: 'Tipo de acesso inválido.',
  salaSoNaAvaliacao: 'A sala de vídeo só abre durante a avaliação de saúde.',
  salaVideoNaoEncontrada: 'Sala de vídeo não encontrada.',
  linkExpirado: 'O link deste atendimento expirou. Peça um novo convite.',
  soEnfermeiroDaSala:
    'Apenas o enfermeiro que abriu esta sala ou o do agendamento pode entrar, gravar ou encerrar o atendimento.',
  numeroCelularInvalido: 'Número de celular inválido.',
  informeAte5Celulares: 'Informe até 5 celulares.',
  salaComOutroEnfermeiro:
    'Outro enfermeiro já está com a sala desta proposta aberta. Aguarde o encerramento do atendimento.',
  linkInformadoNaoSala: 'O link informado não é de uma sala desta proposta.',
  linkCurtoNaoGerado: 'Não foi possível gerar o link curto; tente novamente.',
  informeCelularOuEmail: 'Informe ao menos um celular ou um e-mail.',
  respondaDeclaracaoEPecfast:
    'A declaração de saúde e o PecFast precisam estar respondidos antes de finalizar a avaliação.',
  declaracaoJaRegistrada: 'A declaração de saúde desta proposta já foi registrada.',
  propostaNaoAvaliacaoSaude: 'A proposta não está em avaliação de saúde.',
  avaliacaoAprovada: 'Avaliação de saúde aprovada! A proposta segue para as aprovações finais.',
  avaliacaoConcluida:
    'Avaliação de saúde concluída! A proposta segue para a aprovação da enfermagem.',
  declaracaoSaudeNaoEncontrada: 'Declaração de saúde não encontrada.',
  respondaTodasPerguntasDeclaracao: 'Responda todas as perguntas da declaração de saúde.',
  atendimentoEncerrado: 'Atendimento encerrado',
  gravacaoEnviada: 'Gravação enviada',
  /** The outcome column of the health manager's list (gestao.ts). */
  resultado: {
    aprovada: 'Aprovada',
    concluida: 'Concluída, aguardando aprovação',
    emAvaliacao: 'Em avaliação',
  },
  /** The proposal's timeline (records: the pt-BR text is stored with the event). */
  historico: {
    salaAberta: 'Sala de vídeo aberta para o atendimento de enfermagem',
    videoEncerrado: 'Atendimento por vídeo encerrado',
  },
} as const;
