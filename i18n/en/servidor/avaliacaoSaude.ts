import type { Catalog } from '../../catalog';

export const avaliacaoSaude = {
  detalhamentoLongo: 'The details must have at most %{maximo} characters.',
  envieArquivoGravacao: 'Send the recording file.',
  gravacaoDeveSerVideo: 'The recording must be a WebM video.',
  videoNaoEncontrado: 'Video not found.',
  linkNaoEncontrado: 'Link not found.',
  tipoPerguntaDesconhecido: 'Unknown question type.',
  informePerguntaAplica: 'State whether the question applies.',
  etapaInvalida: 'Invalid step.',
  avaliacaoPecfastRegistradaSucesso: 'PecFast assessment recorded successfully!',
  tamanhoPaginaInvalido: 'Invalid page size.',
  numeroContratoInvalido: 'Invalid contract number.',
  tipoAcessoInvalido: 'Invalid access type.',
  salaSoNaAvaliacao: 'The video room only opens during the health assessment.',
  salaVideoNaoEncontrada: 'Video room not found.',
  linkExpirado: 'The link to this appointment has expired. Ask for a new invitation.',
  soEnfermeiroDaSala:
    'Only the nurse who opened this room or the one of the appointment can join, record or end the appointment.',
  numeroCelularInvalido: 'Invalid mobile number.',
  informeAte5Celulares: 'Enter up to 5 mobile numbers.',
  salaComOutroEnfermeiro:
    "Another nurse already has this proposal's room open. Wait for the appointment to end.",
  linkInformadoNaoSala: "The link given is not one of this proposal's rooms.",
  linkCurtoNaoGerado: 'The short link could not be created; try again.',
  informeCelularOuEmail: 'Enter at least one mobile number or one e-mail.',
  respondaDeclaracaoEPecfast:
    'The health declaration and the PecFast must be answered before finishing the assessment.',
  declaracaoJaRegistrada: "This proposal's health declaration has already been recorded.",
  propostaNaoAvaliacaoSaude: 'The proposal is not in health assessment.',
  avaliacaoAprovada: 'Health assessment approved! The proposal moves on to the final approvals.',
  avaliacaoConcluida: 'Health assessment completed! The proposal moves on to the nursing approval.',
  declaracaoSaudeNaoEncontrada: 'Health declaration not found.',
  respondaTodasPerguntasDeclaracao: 'Answer every question of the health declaration.',
  atendimentoEncerrado: 'Consultation ended',
  gravacaoEnviada: 'Recording uploaded',
  resultado: {
    aprovada: 'Approved',
    concluida: 'Completed, awaiting approval',
    emAvaliacao: 'Under assessment',
  },
  historico: {
    salaAberta: 'Video room opened for the nursing consultation',
    videoEncerrado: 'Video consultation ended',
  },
} satisfies Catalog['servidor']['avaliacaoSaude'];
