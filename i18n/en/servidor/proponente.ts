import type { Catalog } from '../../catalog';

export const proponente = {
  intencaoCompraRegistradaSucesso: 'Purchase intention recorded successfully!',
  intencaoJaRegistrada: 'Your purchase intention was already recorded.',
  escolhaContatosMostradosTela: 'Choose one of the contacts shown on the screen.',
  codigoConfirmado: 'Code confirmed.',
  codigoIncorreto: 'Wrong code. Check the 6 digits and try again.',
  codigoNaoValeMais:
    'This code is no longer valid (it expired or took 5 attempts). Ask for a new code.',
  pecaCodigoAntes: 'Ask for the code before confirming it.',
  limiteDeCodigos:
    'You have already asked for 3 codes. Enter your CPF and date of birth again to ask for another.',
  linkFoiBloqueadoSeguranca: 'This link was blocked for security. Ask your broker for a new link.',
  semContatoParaCodigo:
    'There is no mobile number or e-mail registered to send the code to. Talk to your broker.',
  perguntaInvalida: 'Invalid question.',
  respondaSimNao: 'Answer Yes or No.',
  detalhamentoDeveTerMaximo: 'The details must have at most 1000 characters.',
  declaracaoSaudeNaoAberta: 'The health declaration is not open for answers.',
  nenhumaDeclaracaoSaudeAtiva: 'No active health declaration.',
  perguntaNaoEncontradaDeclaracao: 'Question not found in the health declaration.',
  respondaTodasPerguntasAntes: 'Answer every question before finishing.',
  semPrecoVigente:
    'There is no current price for your plan yet. Talk to your broker: the confirmation becomes available as soon as the price is set.',
  confirmeCodigo: 'Confirm the code we sent to your mobile or e-mail to continue.',
  codigoEnviado: 'We sent a 6-digit code to %{destino}.',
} satisfies Catalog['servidor']['proponente'];
