/**
 * What the e-mails and SMS of server/integrations/email/templates say: the frame every e-mail
 * shares, the staff's account e-mails, the PME contract, and the applicants' communications
 * (keyed by the communications log's `modelo`). A communication's SMS text that ends in ' em'
 * is followed by its link (comunicacaoSms).
 */
export const emails = {
  saudacao: 'Olá, %{nome}!',
  botaoNaoFunciona: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  rodape: 'Mensagem automática do Adesão. Não responda a este e-mail.',
  primeiroAcesso: {
    titulo: 'Bem-vindo ao Adesão',
    contaCriada: 'Sua conta no Adesão foi criada com o usuário %{usuario}.',
    acesseLink: 'Para definir sua senha e fazer o primeiro acesso, acesse o link abaixo:',
    botao: 'Definir minha senha',
    usoUnico:
      'O link pode ser usado uma única vez. Se ele expirar, use "Esqueci minha senha" na tela de acesso.',
  },
  redefinicaoSenha: {
    titulo: 'Redefinição de senha',
    assunto: 'Adesão: redefinição de senha',
    solicitacao: 'Recebemos uma solicitação para redefinir a senha da sua conta no Adesão.',
    acesseLink: 'Para criar uma nova senha, acesse o link abaixo:',
    botao: 'Redefinir senha',
    validade: 'O link é válido por %{validade} e pode ser usado uma única vez.',
    horas: '%{smart_count} hora |||| %{smart_count} horas',
    minutos: '%{minutos} minutos',
    naoSolicitou:
      'Se você não fez essa solicitação, ignore este e-mail: sua senha continua a mesma.',
  },
  contratoPme: {
    titulo: 'Assinatura do contrato PME',
    assunto: 'Empresa: assine o contrato PME nº %{numero}',
    pronto:
      'O contrato PME nº %{numero} da empresa %{razaoSocial} está pronto para a assinatura eletrônica.',
    representante:
      'Como representante legal da empresa, leia o contrato e assine pelo link abaixo.',
    botao: 'Assinar contrato',
  },
  comunicacoes: {
    'termo-intencao-compra': {
      assunto: 'Adesão: confirme sua intenção de compra',
      titulo: 'Confirme sua intenção de compra',
      paragrafo1: 'Sua proposta de adesão ao plano de saúde foi registrada.',
      paragrafo2:
        'Para continuar, confirme sua intenção de compra pelo link abaixo. Tenha em mãos seu CPF e sua data de nascimento.',
      botao: 'Confirmar intenção de compra',
      sms: 'Adesão: confirme sua intenção de compra do plano de saúde em',
    },
    'fila-atendimento': {
      assunto: 'Adesão: sua avaliação de saúde por vídeo',
      titulo: 'Fila de atendimento da enfermagem',
      paragrafo1: 'Chegou a hora da sua avaliação de saúde com a equipe de enfermagem.',
      paragrafo2:
        'Acesse a fila de atendimento pelo link abaixo e aguarde: você será chamado(a) em instantes.',
      botao: 'Entrar na fila de atendimento',
      sms: 'Adesão: entre na fila de atendimento da enfermagem em',
    },
    'assinatura-contrato': {
      assunto: 'Adesão: assine seu contrato',
      titulo: 'Assinatura do contrato',
      paragrafo1: 'Seu contrato de adesão nº %{numero} está pronto para a assinatura eletrônica.',
      paragrafo1SemNumero: 'Seu contrato de adesão está pronto para a assinatura eletrônica.',
      paragrafo2: 'Leia o contrato e assine pelo link abaixo.',
      botao: 'Assinar contrato',
      sms: 'Adesão: seu contrato nº %{numero} está pronto para assinatura em',
      smsSemNumero: 'Adesão: seu contrato está pronto para assinatura em',
    },
    'avaliacao-saude-app': {
      assunto: 'Adesão: responda sua avaliação de saúde',
      titulo: 'Avaliação de saúde',
      paragrafo1: 'Para seguir com a sua adesão, responda à declaração de saúde pelo aplicativo.',
      paragrafo2: 'O link abaixo abre a sua avaliação de saúde.',
      botao: 'Responder avaliação de saúde',
      sms: 'Adesão: responda sua avaliação de saúde em',
    },
    'convite-video': {
      assunto: 'Adesão: convite para atendimento por vídeo',
      titulo: 'Atendimento por vídeo',
      paragrafo1:
        'A equipe de enfermagem convida você para o atendimento por vídeo da sua avaliação de saúde.',
      paragrafo2:
        'Acesse a sala pelo link abaixo, de um celular ou computador com câmera e microfone.',
      botao: 'Entrar na sala de vídeo',
      sms: 'Adesão: sua sala de atendimento por vídeo está aberta em',
    },
    'agendamento-confirmacao': {
      assunto: 'Adesão: avaliação de saúde agendada',
      titulo: 'Avaliação de saúde agendada',
      sms: 'Adesão: %{conteudo}',
    },
    'agendamento-lembrete': {
      assunto: 'Adesão: lembrete da sua avaliação de saúde',
      titulo: 'Lembrete da avaliação de saúde',
      imprevisto: 'Em caso de imprevisto, entre em contato para reagendar.',
      sms: 'Adesão: lembrete. %{conteudo}',
    },
    'codigo-acesso': {
      assunto: 'Adesão: seu código de confirmação',
      titulo: 'Código de confirmação',
      paragrafo1: 'Seu código de confirmação é %{codigo}.',
      paragrafo2:
        'Ele vale por 10 minutos. Não informe este código a ninguém, nem ao corretor ou à equipe da operadora: ele serve só para você confirmar sua proposta.',
      sms: 'Adesão: seu código de confirmação é %{codigo}. Vale por 10 minutos. Não informe a ninguém.',
    },
    comunicado: {
      assunto: 'Adesão: comunicado',
      titulo: 'Comunicado',
      botao: 'Acessar',
      sms: 'Adesão: %{conteudo}',
    },
  },
} as const;
