import type { Catalog } from '../../catalog';

export const emails = {
  saudacao: 'Hello, %{nome}!',
  botaoNaoFunciona: 'If the button does not work, copy and paste this address into your browser:',
  rodape: 'Automatic message from Adesão. Do not reply to this e-mail.',
  primeiroAcesso: {
    titulo: 'Welcome to Adesão',
    contaCriada: 'Your Adesão account was created with the user name %{usuario}.',
    acesseLink: 'To set your password and sign in for the first time, open the link below:',
    botao: 'Set my password',
    usoUnico:
      'The link can be used only once. If it expires, use "Forgot my password" on the sign-in screen.',
  },
  redefinicaoSenha: {
    titulo: 'Password reset',
    assunto: 'Adesão: password reset',
    solicitacao: 'We received a request to reset the password of your Adesão account.',
    acesseLink: 'To create a new password, open the link below:',
    botao: 'Reset password',
    validade: 'The link is valid for %{validade} and can be used only once.',
    horas: '%{smart_count} hour |||| %{smart_count} hours',
    minutos: '%{minutos} minutes',
    naoSolicitou:
      'If you did not make this request, ignore this e-mail: your password stays the same.',
  },
  contratoPme: {
    titulo: 'SME contract signature',
    assunto: 'Company: sign SME contract no. %{numero}',
    pronto:
      'SME contract no. %{numero} of the company %{razaoSocial} is ready for electronic signature.',
    representante:
      'As the company’s legal representative, read the contract and sign it through the link below.',
    botao: 'Sign contract',
  },
  comunicacoes: {
    'termo-intencao-compra': {
      assunto: 'Adesão: confirm your intention to purchase',
      titulo: 'Confirm your intention to purchase',
      paragrafo1: 'Your health plan membership proposal has been registered.',
      paragrafo2:
        'To continue, confirm your intention to purchase through the link below. Have your CPF and date of birth at hand.',
      botao: 'Confirm intention to purchase',
      sms: 'Adesão: confirm your intention to purchase the health plan at',
    },
    'fila-atendimento': {
      assunto: 'Adesão: your video health assessment',
      titulo: 'Nursing service queue',
      paragrafo1: 'It is time for your health assessment with the nursing team.',
      paragrafo2:
        'Join the service queue through the link below and wait: you will be called shortly.',
      botao: 'Join the service queue',
      sms: 'Adesão: join the nursing service queue at',
    },
    'assinatura-contrato': {
      assunto: 'Adesão: sign your contract',
      titulo: 'Contract signature',
      paragrafo1: 'Your membership contract no. %{numero} is ready for electronic signature.',
      paragrafo1SemNumero: 'Your membership contract is ready for electronic signature.',
      paragrafo2: 'Read the contract and sign it through the link below.',
      botao: 'Sign contract',
      sms: 'Adesão: your contract no. %{numero} is ready for signature at',
      smsSemNumero: 'Adesão: your contract is ready for signature at',
    },
    'avaliacao-saude-app': {
      assunto: 'Adesão: answer your health assessment',
      titulo: 'Health assessment',
      paragrafo1: 'To go on with your membership, answer the health declaration in the app.',
      paragrafo2: 'The link below opens your health assessment.',
      botao: 'Answer health assessment',
      sms: 'Adesão: answer your health assessment at',
    },
    'convite-video': {
      assunto: 'Adesão: invitation to a video consultation',
      titulo: 'Video consultation',
      paragrafo1:
        'The nursing team invites you to the video consultation of your health assessment.',
      paragrafo2:
        'Enter the room through the link below, from a phone or computer with a camera and microphone.',
      botao: 'Enter the video room',
      sms: 'Adesão: your video consultation room is open at',
    },
    'agendamento-confirmacao': {
      assunto: 'Adesão: health assessment scheduled',
      titulo: 'Health assessment scheduled',
      sms: 'Adesão: %{conteudo}',
    },
    'agendamento-lembrete': {
      assunto: 'Adesão: reminder of your health assessment',
      titulo: 'Health assessment reminder',
      imprevisto: 'If something comes up, get in touch to reschedule.',
      sms: 'Adesão: reminder. %{conteudo}',
    },
    'codigo-acesso': {
      assunto: 'Adesão: your confirmation code',
      titulo: 'Confirmation code',
      paragrafo1: 'Your confirmation code is %{codigo}.',
      paragrafo2:
        'It is valid for 10 minutes. Do not tell this code to anyone, not even the broker or the operator’s team: it is only for you to confirm your proposal.',
      sms: 'Adesão: your confirmation code is %{codigo}. Valid for 10 minutes. Do not tell anyone.',
    },
    comunicado: {
      assunto: 'Adesão: notice',
      titulo: 'Notice',
      botao: 'Open',
      sms: 'Adesão: %{conteudo}',
    },
  },
} satisfies Catalog['servidor']['emails'];
