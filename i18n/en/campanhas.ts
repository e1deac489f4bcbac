import type { Catalog } from '../catalog';

export const campanhas = {
  titulo: 'How was your experience?',
  ola: 'Hello, %{nome}!',
  perguntaInicial: 'Rate your health evaluation from 1 to 5 stars.',
  nota: 'Your rating',
  estrelas: '%{smart_count} star |||| %{smart_count} stars',
  motivoRuim: 'We are sorry! Tell us what went wrong so we can improve.',
  motivoMedio: 'Thank you! What was missing for it to be excellent?',
  sugestao: 'Great! Would you like to leave a suggestion?',
  motivo: 'Reason',
  motivoAjuda: 'Write at least 8 letters.',
  sugestoes: 'Suggestions (optional)',
  agoraNao: 'Not now',
  enviar: 'Send',
  enviando: 'Sending...',
  obrigado: 'Thank you for your rating!',
  obrigadoTexto: 'Your opinion helps us take better care of you.',
  fechar: 'Close',
  falhaNomeUsuario: "The user's name could not be read.",
  falhaCampanha: 'The survey could not be read.',
  falhaResposta: 'Your answer could not be recorded.',
} satisfies Catalog['campanhas'];
