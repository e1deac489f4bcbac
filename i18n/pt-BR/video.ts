/** The video room, shared by the nurse's page and the applicant's (the invite's address). */
export const video = {
  microfoneLigado: 'Desligar microfone',
  microfoneDesligado: 'Ligar microfone',
  cameraLigada: 'Desligar câmera',
  cameraDesligada: 'Ligar câmera',
  videoRemoto: 'Vídeo de quem está do outro lado',
  videoLocal: 'Seu vídeo',
  gravando: 'Gravando',
  // Why the camera or the microphone could not be opened (useChamada.ts's erroDeMidia).
  erroMidia: {
    negada:
      'O navegador não permitiu o uso da câmera e do microfone. Toque no cadeado ao lado do endereço, permita a câmera e o microfone e tente novamente.',
    ausente:
      'Não encontramos uma câmera e um microfone neste aparelho. Conecte-os e tente novamente.',
    emUso: 'A câmera ou o microfone está em uso por outro aplicativo. Feche-o e tente novamente.',
    outro: 'Não foi possível abrir a câmera e o microfone. Tente novamente.',
  },
  // The connection's state (src/components/video/textoEstado.ts).
  estado: {
    'abrindo-midia': 'Abrindo a câmera e o microfone…',
    conectando: 'Entrando na sala…',
    aguardando: 'Aguardando %{quemFalta} entrar…',
    negociando: 'Conectando…',
    conectado: 'Conectado',
    perdida: 'Conexão perdida. Tentando reconectar…',
    encerrada: 'Atendimento encerrado.',
    recusada: 'Não foi possível entrar na sala. Atualize a página e tente novamente.',
    salaOcupada: 'Esta sala já está em uso em outra janela ou aparelho.',
    salaEncerrada: 'Este atendimento já foi encerrado.',
  },
  // The applicant's side (/sala-video/:token).
  publica: {
    titulo: 'Atendimento de enfermagem por vídeo',
    explicacao:
      'A equipe de enfermagem vai conversar com você por vídeo para a avaliação de saúde do seu plano. Fique em um lugar calmo e bem iluminado.',
    permissao:
      'Ao tocar no botão abaixo, o navegador vai pedir para usar a câmera e o microfone deste aparelho. Toque em “Permitir”: sem eles, a enfermagem não consegue ver nem ouvir você.',
    gravacao:
      'A conversa é gravada e guardada com segurança para a auditoria da avaliação de saúde.',
    entrar: 'Permitir câmera e microfone e entrar',
    quemFalta: 'a enfermagem',
    sair: 'Sair',
    encerrado: 'O atendimento foi encerrado. Obrigado! Você já pode fechar esta página.',
    saiu: 'Você saiu da sala. Para voltar, abra novamente o link que recebeu.',
    linkInvalido:
      'Este link de atendimento não é válido. Confira a mensagem que você recebeu ou fale com o seu corretor.',
    falha: 'Não foi possível abrir a sala. Tente novamente em instantes.',
  },
} as const;
