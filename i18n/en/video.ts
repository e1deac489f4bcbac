import type { Catalog } from '../catalog';

export const video = {
  microfoneLigado: 'Turn microphone off',
  microfoneDesligado: 'Turn microphone on',
  cameraLigada: 'Turn camera off',
  cameraDesligada: 'Turn camera on',
  videoRemoto: 'Video of the person on the other side',
  videoLocal: 'Your video',
  gravando: 'Recording',
  erroMidia: {
    negada:
      'The browser did not allow the camera and the microphone. Tap the padlock beside the address, allow the camera and the microphone and try again.',
    ausente: 'We found no camera and microphone on this device. Connect them and try again.',
    emUso: 'The camera or the microphone is in use by another application. Close it and try again.',
    outro: 'Could not open the camera and the microphone. Try again.',
  },
  estado: {
    'abrindo-midia': 'Opening the camera and the microphone…',
    conectando: 'Joining the room…',
    aguardando: 'Waiting for %{quemFalta} to join…',
    negociando: 'Connecting…',
    conectado: 'Connected',
    perdida: 'Connection lost. Trying to reconnect…',
    encerrada: 'Appointment ended.',
    recusada: 'The room could not be joined. Reload the page and try again.',
    salaOcupada: 'This room is already in use in another window or device.',
    salaEncerrada: 'This appointment has already ended.',
  },
  publica: {
    titulo: 'Nursing appointment by video',
    explicacao:
      'The nursing team will talk to you by video for the health evaluation of your plan. Stay somewhere quiet and well lit.',
    permissao:
      'When you tap the button below, the browser will ask to use this device\'s camera and microphone. Tap "Allow": without them, the nurses can neither see nor hear you.',
    gravacao: 'The conversation is recorded and kept safely for the health evaluation audit.',
    entrar: 'Allow camera and microphone and join',
    quemFalta: 'the nursing team',
    sair: 'Leave',
    encerrado: 'The appointment has ended. Thank you! You can close this page now.',
    saiu: 'You left the room. To come back, open the link you received again.',
    linkInvalido:
      'This appointment link is not valid. Check the message you received or talk to your broker.',
    falha: 'The room could not be opened. Try again in a moment.',
  },
} satisfies Catalog['video'];
