/** What server/modules/proponente/ answers: notices, refusals, validation messages. */
export const proponente = {
  intencaoCompraRegistradaSucesso: 'Intenção de compra registrada com sucesso!',
  intencaoJaRegistrada: 'Sua intenção de compra já estava registrada.',
  escolhaContatosMostradosTela: 'Escolha um dos contatos mostrados na tela.',
  codigoConfirmado: 'Código confirmado.',
  codigoIncorreto: 'Código incorreto. Confira os 6 números e tente de novo.',
  codigoNaoValeMais:
    'Este código não vale mais (passou do prazo ou de 5 tentativas). Peça um novo código.',
  pecaCodigoAntes: 'Peça o código antes de confirmá-lo.',
  limiteDeCodigos:
    'Você já pediu 3 códigos. Informe novamente seu CPF e data de nascimento para pedir outro.',
  linkFoiBloqueadoSeguranca:
    'Este link foi bloqueado por segurança. Peça um novo link ao seu corretor.',
  semContatoParaCodigo:
    'Não há celular nem e-mail cadastrado para enviar o código. Fale com o seu corretor.',
  perguntaInvalida: 'Pergunta inválida.',
  respondaSimNao: 'Responda Sim ou Não.',
  detalhamentoDeveTerMaximo: 'O detalhamento deve ter no máximo 1000 caracteres.',
  declaracaoSaudeNaoAberta: 'A declaração de saúde não está aberta para respostas.',
  nenhumaDeclaracaoSaudeAtiva: 'Nenhuma declaração de saúde ativa.',
  perguntaNaoEncontradaDeclaracao: 'Pergunta não encontrada na declaração de saúde.',
  respondaTodasPerguntasAntes: 'Responda todas as perguntas antes de concluir.',
  semPrecoVigente:
    'Ainda não há preço vigente para o seu plano. Fale com o seu corretor: a confirmação fica disponível assim que o preço for definido.',
  confirmeCodigo: 'Confirme o código que enviamos ao seu celular ou e-mail para continuar.',
  codigoEnviado: 'Enviamos um código de 6 números para %{destino}.',
} as const;
