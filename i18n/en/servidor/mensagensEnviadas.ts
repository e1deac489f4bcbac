import type { Catalog } from '../../catalog';

export const mensagensEnviadas = {
  canalInvalido: 'Invalid channel: use email or sms.',
  destinatarioLongo: 'Recipient: at most 254 characters.',
} satisfies Catalog['servidor']['mensagensEnviadas'];
